/*
 * ImageCore and SubscriptionCore: the fragment loops of Image.poll / bounded_poll / controlled_poll /
 * bounded_controlled_poll and of Subscription.poll / controlled_poll (aeron-client/src/main/java/io/aeron/
 * Image.java and Subscription.java at 1.51.0), calling the Python handler per fragment with the GIL held.
 *
 * Per fragment: one scan entry (aeronkit_log_read_bounded describes a batch), the reused Header re-pointed by
 * setting its offset, and one vectorcall handler(term, offset, length, header) with the term's memoryview,
 * which is the same object every time. When the handler is a FragmentAssembler and the fragment is
 * unfragmented, its delegate is called directly, as the assembler itself would.
 *
 * The rules are aeronkit.client.image's (its docstring is the specification): the subscriber position moves
 * only after the handler has seen the bytes, is committed past a fragment whose handler raised, and never once
 * the image is closed; a poll reads at most to the end of the current term and stops before the first frame at
 * or after the limit position. Uncommon states (an outstanding batch, closed log buffers, a corrupt frame) are
 * handed to the Python methods that define them.
 */
#include "hotpath.h" /* first: Python.h */

#include <structmember.h>

#include "aeronkit_term_reader.h"

#define HP_ERR_THRESHOLD (-100) /* native codes at or below it are argument or file errors */
#define HP_UNFRAGMENTED (AERONKIT_FRAME_BEGIN_FLAG | AERONKIT_FRAME_END_FLAG)

enum hp_action { HP_ABORT = 0, HP_BREAK = 1, HP_COMMIT = 2, HP_CONTINUE = 3 };

typedef struct hp_image_stct
{
    PyObject_HEAD
    char closed;
    int64_t position;
    int64_t final_position;
    PyObject *batch;
    PyObject *logs;
    PyObject *terms[AERONKIT_LOG_PARTITION_COUNT];
    hp_header_t *header;
    hp_log_t log;
    hp_counter_t subscriber_position;
    aeronkit_fragment_t *fragments; /* grown on demand, freed only with the object */
    int32_t capacity;
    int32_t max_fragments;
    PyObject *length; /* the last length handed to a handler: messages of one size reuse it */
    int32_t length_value;
    PyObject *position_object; /* the last `position` answered: a loop waiting on it allocates nothing */
    int64_t position_value;
}
hp_image_t;

static hp_type_check_t hp_image_check = { &hp_image_type, NULL };
static hp_type_check_t hp_assembler_check = { &hp_assembler_type, NULL };

/* -- ImageCore: lifecycle ------------------------------------------------------------------------------ */

static int hp_image_traverse(hp_image_t *self, visitproc visit, void *arg)
{
    Py_VISIT(self->batch);
    Py_VISIT(self->logs);
    for (int i = 0; i < AERONKIT_LOG_PARTITION_COUNT; i++)
    {
        Py_VISIT(self->terms[i]);
    }
    Py_VISIT(self->header);
    return 0;
}

static void hp_image_release(hp_image_t *self)
{
    hp_region_release(&self->log.region);
    hp_region_release(&self->subscriber_position.region);
}

static int hp_image_clear(hp_image_t *self)
{
    hp_image_release(self);
    Py_CLEAR(self->batch);
    Py_CLEAR(self->logs);
    for (int i = 0; i < AERONKIT_LOG_PARTITION_COUNT; i++)
    {
        Py_CLEAR(self->terms[i]);
    }
    Py_CLEAR(self->header);
    Py_CLEAR(self->length);
    Py_CLEAR(self->position_object);
    return 0;
}

static void hp_image_dealloc(hp_image_t *self)
{
    PyObject_GC_UnTrack(self);
    hp_image_clear(self);
    PyMem_Free(self->fragments);
    self->fragments = NULL;
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *hp_image_bind(hp_image_t *self, PyObject *args)
{
    PyObject *logs, *log_buffer, *terms, *header, *counters;
    Py_ssize_t counter_offset;
    int max_fragments;
    if (!PyArg_ParseTuple(args, "OOO!O!Oni:_bind", &logs, &log_buffer, &PyTuple_Type, &terms, &hp_header_type,
            &header, &counters, &counter_offset, &max_fragments))
    {
        return NULL;
    }
    if (NULL != self->logs)
    {
        PyErr_SetString(PyExc_RuntimeError, "image already bound");
        return NULL;
    }
    if (PyTuple_GET_SIZE(terms) != AERONKIT_LOG_PARTITION_COUNT || max_fragments <= 0)
    {
        PyErr_SetString(PyExc_ValueError, "three term views and max_fragments > 0 are required");
        return NULL;
    }
    if (hp_log_bind(&self->log, log_buffer) != 0 ||
        hp_counter_bind(&self->subscriber_position, counters, counter_offset) != 0)
    {
        hp_image_release(self);
        return NULL;
    }
    for (int i = 0; i < AERONKIT_LOG_PARTITION_COUNT; i++)
    {
        self->terms[i] = Py_NewRef(PyTuple_GET_ITEM(terms, i));
    }
    self->header = (hp_header_t *)Py_NewRef(header);
    self->logs = Py_NewRef(logs);
    self->max_fragments = max_fragments;
    Py_RETURN_NONE;
}

static PyObject *hp_image_unbind_position(hp_image_t *self, PyObject *unused)
{
    hp_region_release(&self->subscriber_position.region);
    Py_RETURN_NONE;
}

static PyObject *hp_image_unbind(hp_image_t *self, PyObject *unused)
{
    hp_image_release(self);
    Py_RETURN_NONE;
}

/* Image._commit: store the subscriber position; never once closed (the driver may have freed the counter). */
static void hp_image_commit(hp_image_t *self, int64_t position)
{
    if (position != self->position && !self->closed && self->subscriber_position.region.held)
    {
        self->position = position;
        aeronkit_put_int64_release(hp_counter_address(&self->subscriber_position), position);
    }
}

static PyObject *hp_image_commit_method(hp_image_t *self, PyObject *arg)
{
    const long long position = PyLong_AsLongLong(arg);
    if (-1 == position && PyErr_Occurred())
    {
        return NULL;
    }
    hp_image_commit(self, position);
    Py_RETURN_NONE;
}

/* -- the fragment loop ---------------------------------------------------------------------------------- */

static int hp_image_reserve(hp_image_t *self, int32_t count)
{
    if (count <= self->capacity)
    {
        return 0;
    }
    aeronkit_fragment_t *grown = PyMem_Realloc(self->fragments, (size_t)count * sizeof(aeronkit_fragment_t));
    if (NULL == grown)
    {
        PyErr_NoMemory();
        return -1;
    }
    self->fragments = grown;
    self->capacity = count;
    return 0;
}

/*
 * The log buffers are closed by Image._unmap, which releases them from here first; a poll after that raises
 * the ClosedError of LogBuffers.ensure_open, as TermReader.read does. (Closing `image.logs` directly leaves
 * this part holding its own export, so the memory stays mapped and polls stay safe.)
 */
static int hp_image_raise_closed(hp_image_t *self)
{
    PyObject *result = PyObject_CallMethodNoArgs(self->logs, hp_names.ensure_open);
    Py_XDECREF(result);
    if (NULL != result)
    {
        PyErr_SetString(PyExc_RuntimeError, "image log buffers released");
    }
    return -1;
}

/* A scan refused by the reader: TermReader.read repeats it and raises the error with the file offset. */
static PyObject *hp_image_scan_error(hp_image_t *self, int64_t position, int32_t want, int64_t limit_position)
{
    PyObject *reader = PyObject_GetAttrString((PyObject *)self, "_reader");
    if (NULL == reader)
    {
        return NULL;
    }
    PyObject *result = PyObject_CallMethod(reader, "read", "LiL", (long long)position, (int)want,
        (long long)limit_position);
    Py_DECREF(reader);
    if (NULL != result)
    {
        Py_DECREF(result);
        PyErr_Format(PyExc_RuntimeError, "log at position %lld changed while it was read", (long long)position);
    }
    return NULL;
}

static int hp_action_of(PyObject *action)
{
    if (PyLong_CheckExact(action) || PyLong_Check(action))
    {
        const long value = PyLong_AsLong(action);
        if (-1 == value && PyErr_Occurred())
        {
            PyErr_Clear();
            return HP_CONTINUE;
        }
        return value >= HP_ABORT && value <= HP_COMMIT ? (int)value : HP_CONTINUE;
    }
    if (Py_None == action)
    {
        return HP_CONTINUE;
    }
    for (int candidate = HP_ABORT; candidate <= HP_COMMIT; candidate++)
    {
        PyObject *number = PyLong_FromLong(candidate);
        if (NULL == number)
        {
            return -1;
        }
        const int equal = PyObject_RichCompareBool(action, number, Py_EQ);
        Py_DECREF(number);
        if (equal != 0)
        {
            return equal < 0 ? -1 : candidate;
        }
    }
    return HP_CONTINUE;
}

static inline int64_t hp_frame_end(int32_t term_offset, int32_t length)
{
    return ((int64_t)term_offset + length + AERONKIT_DATA_HEADER_LENGTH + (AERONKIT_FRAME_ALIGNMENT - 1)) &
        ~(int64_t)(AERONKIT_FRAME_ALIGNMENT - 1);
}

static PyObject *hp_image_length(hp_image_t *self, int32_t length)
{
    if (NULL == self->length || self->length_value != length)
    {
        PyObject *made = PyLong_FromLong(length);
        if (NULL == made)
        {
            return NULL;
        }
        Py_XSETREF(self->length, made);
        self->length_value = length;
    }
    return Py_NewRef(self->length);
}

/* handler(term, offset, length, header), or the assembler's delegate for an unfragmented fragment. */
static PyObject *hp_deliver(hp_image_t *self, PyObject *handler, hp_assembler_t *assembler, PyObject *term,
    const aeronkit_fragment_t *fragment)
{
    PyObject *target = handler;
    if (NULL != assembler && (fragment->flags & HP_UNFRAGMENTED) == HP_UNFRAGMENTED && NULL != assembler->delegate)
    {
        target = assembler->delegate;
    }
    PyObject *offset = PyLong_FromLong((long)fragment->term_offset + AERONKIT_DATA_HEADER_LENGTH);
    PyObject *length = hp_image_length(self, fragment->length);
    if (NULL == offset || NULL == length)
    {
        Py_XDECREF(offset);
        Py_XDECREF(length);
        return NULL;
    }
    /* Held for the call: the handler may rebind any of them. */
    hp_header_t *header = self->header;
    Py_INCREF(target);
    Py_INCREF(term);
    Py_INCREF(header);
    PyObject *args[5] = { NULL, term, offset, length, (PyObject *)header };
    PyObject *result = PyObject_Vectorcall(target, args + 1, 4 | PY_VECTORCALL_ARGUMENTS_OFFSET, NULL);
    Py_DECREF(header);
    Py_DECREF(term);
    Py_DECREF(target);
    Py_DECREF(offset);
    Py_DECREF(length);
    return result;
}

PyObject *hp_image_poll_impl(PyObject *object, PyObject *handler, int64_t limit_position, Py_ssize_t fragment_limit,
    int controlled)
{
    hp_image_t *self = (hp_image_t *)object;
    if (NULL != self->batch && Py_None != self->batch)
    {
        PyObject *settled = PyObject_CallMethodNoArgs(object, hp_names.settle);
        if (NULL == settled)
        {
            return NULL;
        }
        Py_DECREF(settled);
    }
    if (self->closed || fragment_limit <= 0)
    {
        return PyLong_FromLong(0);
    }
    const int64_t initial = self->position;
    if (initial >= limit_position)
    {
        return PyLong_FromLong(0);
    }
    if (NULL == self->logs)
    {
        PyErr_SetString(PyExc_RuntimeError, "image not bound to a log");
        return NULL;
    }
    if (!self->log.region.held)
    {
        hp_image_raise_closed(self);
        return NULL;
    }

    hp_assembler_t *assembler = hp_is_instance(&hp_assembler_check, handler) ? (hp_assembler_t *)handler : NULL;
    const int32_t term_length = self->log.log.term_length;
    const int32_t bits = self->log.log.position_bits_to_shift;
    const int64_t term_begin = initial - (initial & (term_length - 1));
    const int64_t term_end = term_begin + term_length;
    int64_t position = initial;
    Py_ssize_t read = 0;

    for (;;)
    {
        Py_ssize_t remaining = fragment_limit - read;
        const int32_t want = remaining < self->max_fragments ? (int32_t)remaining : self->max_fragments;
        if (hp_image_reserve(self, want) != 0)
        {
            hp_image_commit(self, position);
            return NULL;
        }
        int64_t next_position = position;
        const int32_t count = aeronkit_log_read_bounded(
            &self->log.log, position, limit_position, want, self->fragments, &next_position);
        if (count <= HP_ERR_THRESHOLD)
        {
            hp_image_commit(self, position);
            return hp_image_scan_error(self, position, want, limit_position);
        }
        PyObject *term = self->terms[(position >> bits) % AERONKIT_LOG_PARTITION_COUNT];

        for (int32_t i = 0; i < count; i++)
        {
            if (self->closed || !self->log.region.held)
            {
                return PyLong_FromSsize_t(controlled ? read : read + i);
            }
            /* A copy: a handler polling this image again reuses (and may grow) the array. */
            const aeronkit_fragment_t fragment = self->fragments[i];
            hp_header_wrap(self->header, term, fragment.term_offset);
            const int64_t after = term_begin + hp_frame_end(fragment.term_offset, fragment.length);
            PyObject *result = hp_deliver(self, handler, assembler, term, &fragment);
            if (NULL == result)
            {
                hp_image_commit(self, after); /* past the fragment whose handler raised */
                return NULL;
            }
            if (!controlled)
            {
                Py_DECREF(result);
                continue;
            }
            const int action = hp_action_of(result);
            Py_DECREF(result);
            position = after;
            if (action < 0)
            {
                hp_image_commit(self, position);
                return NULL;
            }
            if (HP_ABORT == action)
            {
                hp_image_commit(self, term_begin + fragment.term_offset);
                return PyLong_FromSsize_t(read);
            }
            read++;
            if (HP_BREAK == action)
            {
                hp_image_commit(self, position);
                return PyLong_FromSsize_t(read);
            }
            if (HP_COMMIT == action)
            {
                hp_image_commit(self, position);
            }
        }
        if (!controlled)
        {
            read += count;
        }
        position = next_position;
        if (count < self->max_fragments || read >= fragment_limit || position >= term_end)
        {
            hp_image_commit(self, position);
            return PyLong_FromSsize_t(read);
        }
    }
}

/* -- ImageCore: Python methods -------------------------------------------------------------------------- */

static int hp_int64_arg(PyObject *value, int64_t *out)
{
    int overflow = 0;
    const long long parsed = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (-1 == parsed && PyErr_Occurred())
    {
        return -1;
    }
    *out = overflow > 0 ? INT64_MAX : overflow < 0 ? INT64_MIN : parsed;
    return 0;
}

static int hp_limit_arg(PyObject *value, Py_ssize_t *out)
{
    int64_t limit;
    if (hp_int64_arg(value, &limit) != 0)
    {
        return -1;
    }
    *out = limit > PY_SSIZE_T_MAX ? PY_SSIZE_T_MAX : limit < 0 ? 0 : (Py_ssize_t)limit;
    return 0;
}

static PyObject *hp_image_poll_call(PyObject *self, PyObject *const *args, Py_ssize_t nargs, int bounded,
    int controlled, const char *name)
{
    if (nargs != (bounded ? 3 : 2))
    {
        PyErr_Format(PyExc_TypeError, "%s() takes %d arguments (%zd given)", name, bounded ? 3 : 2, (Py_ssize_t)nargs);
        return NULL;
    }
    int64_t limit_position = INT64_MAX;
    Py_ssize_t fragment_limit;
    if ((bounded && hp_int64_arg(args[1], &limit_position) != 0) || hp_limit_arg(args[nargs - 1], &fragment_limit) != 0)
    {
        return NULL;
    }
    return hp_image_poll_impl(self, args[0], limit_position, fragment_limit, controlled);
}

static PyObject *hp_image_poll(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    return hp_image_poll_call(self, args, nargs, 0, 0, "poll");
}

static PyObject *hp_image_bounded_poll(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    return hp_image_poll_call(self, args, nargs, 1, 0, "bounded_poll");
}

static PyObject *hp_image_controlled_poll(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    return hp_image_poll_call(self, args, nargs, 0, 1, "controlled_poll");
}

static PyObject *hp_image_bounded_controlled_poll(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    return hp_image_poll_call(self, args, nargs, 1, 1, "bounded_controlled_poll");
}

static PyObject *hp_image_get_position(hp_image_t *self, void *closure)
{
    const int64_t position = self->closed ? self->final_position : self->position;
    if (NULL == self->position_object || self->position_value != position)
    {
        PyObject *made = PyLong_FromLongLong(position);
        if (NULL == made)
        {
            return NULL;
        }
        Py_XSETREF(self->position_object, made);
        self->position_value = position;
    }
    return Py_NewRef(self->position_object);
}

static PyMemberDef hp_image_members[] = {
    { "_closed", T_BOOL, offsetof(hp_image_t, closed), 0, "closed: polls deliver nothing" },
    { "_position", T_LONGLONG, offsetof(hp_image_t, position), 0, "the subscriber position while open" },
    { "final_position", T_LONGLONG, offsetof(hp_image_t, final_position), 0, "the position when it closed" },
    { "_batch", T_OBJECT, offsetof(hp_image_t, batch), 0, "the outstanding poll_batch Batch, or None" },
    { NULL },
};

static PyGetSetDef hp_image_getset[] = {
    { "position", (getter)hp_image_get_position, NULL, "The subscriber position: everything before it has been "
      "consumed.", NULL },
    { NULL },
};

#define HP_FASTCALL(function) (PyCFunction)(void (*)(void))(function), METH_FASTCALL

static PyMethodDef hp_image_methods[] = {
    { "poll", HP_FASTCALL(hp_image_poll),
      "poll(handler, fragment_limit): deliver up to fragment_limit fragments to handler(buffer, offset, length, "
      "header)" },
    { "bounded_poll", HP_FASTCALL(hp_image_bounded_poll),
      "bounded_poll(handler, limit_position, fragment_limit): like poll, but no fragment whose frame starts at "
      "or after limit_position is delivered (a frame that starts before it is delivered whole)" },
    { "controlled_poll", HP_FASTCALL(hp_image_controlled_poll),
      "controlled_poll(handler, fragment_limit): like poll, but the handler steers with ABORT, BREAK, COMMIT or "
      "CONTINUE" },
    { "bounded_controlled_poll", HP_FASTCALL(hp_image_bounded_controlled_poll),
      "bounded_controlled_poll(handler, limit_position, fragment_limit): controlled_poll bounded like "
      "bounded_poll; ABORT leaves the fragment unconsumed, BREAK consumes it and stops, COMMIT stores the "
      "position after it at once" },
    { "_commit", (PyCFunction)hp_image_commit_method, METH_O,
      "_commit(position): store the subscriber position (never once closed)" },
    { "_bind", (PyCFunction)hp_image_bind, METH_VARARGS,
      "_bind(logs, log_buffer, terms, header, counters, counter_offset, max_fragments)" },
    { "_unbind_position", (PyCFunction)hp_image_unbind_position, METH_NOARGS,
      "release the subscriber position counter's buffer" },
    { "_unbind", (PyCFunction)hp_image_unbind, METH_NOARGS, "release the log's and the counter's buffers" },
    { NULL },
};

PyTypeObject hp_image_type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "aeronkit._hotpath.ImageCore",
    .tp_doc = "The C part of an image: the poll loops.",
    .tp_basicsize = sizeof(hp_image_t),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_new = PyType_GenericNew,
    .tp_dealloc = (destructor)hp_image_dealloc,
    .tp_traverse = (traverseproc)hp_image_traverse,
    .tp_clear = (inquiry)hp_image_clear,
    .tp_members = hp_image_members,
    .tp_getset = hp_image_getset,
    .tp_methods = hp_image_methods,
};

/* -- SubscriptionCore ------------------------------------------------------------------------------------- */

typedef struct hp_subscription_stct
{
    PyObject_HEAD
    char closed;
    Py_ssize_t round_robin;
    PyObject *images;
}
hp_subscription_t;

static int hp_subscription_traverse(hp_subscription_t *self, visitproc visit, void *arg)
{
    Py_VISIT(self->images);
    return 0;
}

static int hp_subscription_clear(hp_subscription_t *self)
{
    Py_CLEAR(self->images);
    return 0;
}

static void hp_subscription_dealloc(hp_subscription_t *self)
{
    PyObject_GC_UnTrack(self);
    hp_subscription_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Subscription.poll / controlled_poll: the images round-robin, starting one further each call. */
static PyObject *hp_subscription_poll_images(hp_subscription_t *self, PyObject *const *args, Py_ssize_t nargs,
    int controlled)
{
    if (nargs != 2)
    {
        PyErr_Format(PyExc_TypeError, "%s() takes 2 arguments (%zd given)", controlled ? "controlled_poll" : "poll",
            (Py_ssize_t)nargs);
        return NULL;
    }
    Py_ssize_t fragment_limit;
    if (hp_limit_arg(args[1], &fragment_limit) != 0)
    {
        return NULL;
    }
    if (self->closed)
    {
        PyObject *usable = PyObject_CallMethodNoArgs((PyObject *)self, hp_names.check);
        if (NULL == usable)
        {
            return NULL;
        }
        const int open = PyObject_IsTrue(usable);
        Py_DECREF(usable);
        if (open <= 0)
        {
            return open < 0 ? NULL : PyLong_FromLong(0);
        }
    }
    PyObject *images = self->images;
    if (NULL == images || !PyTuple_Check(images))
    {
        PyErr_SetString(PyExc_TypeError, "Subscription._images must be a tuple");
        return NULL;
    }
    const Py_ssize_t n = PyTuple_GET_SIZE(images);
    if (0 == n)
    {
        return PyLong_FromLong(0);
    }
    Py_ssize_t start = self->round_robin % n;
    if (start < 0)
    {
        start += n;
    }
    self->round_robin = start + 1;

    Py_INCREF(images); /* the conductor may replace the tuple while a handler runs */
    Py_ssize_t fragments = 0;
    PyObject *result = NULL;
    for (Py_ssize_t k = 0; k < n; k++)
    {
        PyObject *image = PyTuple_GET_ITEM(images, (start + k) % n);
        PyObject *count;
        if (hp_is_instance(&hp_image_check, image))
        {
            count = hp_image_poll_impl(image, args[0], INT64_MAX, fragment_limit - fragments, controlled);
        }
        else
        {
            count = PyObject_CallMethod(image, controlled ? "controlled_poll" : "poll", "On", args[0],
                fragment_limit - fragments);
        }
        if (NULL == count)
        {
            goto done;
        }
        const Py_ssize_t got = PyLong_AsSsize_t(count);
        Py_DECREF(count);
        if (-1 == got && PyErr_Occurred())
        {
            goto done;
        }
        fragments += got;
        if (fragments >= fragment_limit)
        {
            break;
        }
    }
    result = PyLong_FromSsize_t(fragments);
done:
    Py_DECREF(images);
    return result;
}

static PyObject *hp_subscription_poll(hp_subscription_t *self, PyObject *const *args, Py_ssize_t nargs)
{
    return hp_subscription_poll_images(self, args, nargs, 0);
}

static PyObject *hp_subscription_controlled_poll(hp_subscription_t *self, PyObject *const *args, Py_ssize_t nargs)
{
    return hp_subscription_poll_images(self, args, nargs, 1);
}

static PyMemberDef hp_subscription_members[] = {
    { "_closed", T_BOOL, offsetof(hp_subscription_t, closed), 0, "closed: polls deliver nothing" },
    { "_round_robin", T_PYSSIZET, offsetof(hp_subscription_t, round_robin), 0, "where the next poll starts" },
    { "_images", T_OBJECT, offsetof(hp_subscription_t, images), 0, "the images, a tuple replaced as a whole" },
    { NULL },
};

static PyMethodDef hp_subscription_methods[] = {
    { "poll", HP_FASTCALL(hp_subscription_poll),
      "poll(handler, fragment_limit): poll the images round-robin for up to fragment_limit fragments in total" },
    { "controlled_poll", HP_FASTCALL(hp_subscription_controlled_poll),
      "controlled_poll(handler, fragment_limit): Image.controlled_poll on the images, round-robin" },
    { NULL },
};

PyTypeObject hp_subscription_type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "aeronkit._hotpath.SubscriptionCore",
    .tp_doc = "The C part of a subscription: polls over its images.",
    .tp_basicsize = sizeof(hp_subscription_t),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_new = PyType_GenericNew,
    .tp_dealloc = (destructor)hp_subscription_dealloc,
    .tp_traverse = (traverseproc)hp_subscription_traverse,
    .tp_clear = (inquiry)hp_subscription_clear,
    .tp_members = hp_subscription_members,
    .tp_methods = hp_subscription_methods,
};

/* -- AssemblerCore ---------------------------------------------------------------------------------------- */

static int hp_assembler_traverse(hp_assembler_t *self, visitproc visit, void *arg)
{
    Py_VISIT(self->delegate);
    return 0;
}

static int hp_assembler_clear(hp_assembler_t *self)
{
    Py_CLEAR(self->delegate);
    return 0;
}

static void hp_assembler_dealloc(hp_assembler_t *self)
{
    PyObject_GC_UnTrack(self);
    hp_assembler_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* FragmentAssembler.__call__: an unfragmented fragment goes straight to the delegate; the rest to _reassemble. */
static PyObject *hp_assembler_call(hp_assembler_t *self, PyObject *args, PyObject *kwargs)
{
    if (NULL == kwargs && PyTuple_GET_SIZE(args) == 4 && NULL != self->delegate &&
        PyObject_TypeCheck(PyTuple_GET_ITEM(args, 3), &hp_header_type))
    {
        PyObject *flags = PyObject_GetAttrString(PyTuple_GET_ITEM(args, 3), "flags");
        if (NULL == flags)
        {
            return NULL;
        }
        const long value = PyLong_AsLong(flags);
        Py_DECREF(flags);
        if ((value & HP_UNFRAGMENTED) == HP_UNFRAGMENTED)
        {
            PyObject *delegate = Py_NewRef(self->delegate);
            PyObject *result = PyObject_Call(delegate, args, NULL);
            Py_DECREF(delegate);
            return result;
        }
    }
    PyObject *reassemble = PyObject_GetAttr((PyObject *)self, hp_names.reassemble);
    if (NULL == reassemble)
    {
        return NULL;
    }
    PyObject *result = PyObject_Call(reassemble, args, kwargs);
    Py_DECREF(reassemble);
    return result;
}

static PyMemberDef hp_assembler_members[] = {
    { "delegate", T_OBJECT, offsetof(hp_assembler_t, delegate), 0, "the handler whole messages go to" },
    { NULL },
};

PyTypeObject hp_assembler_type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "aeronkit._hotpath.AssemblerCore",
    .tp_doc = "The C part of FragmentAssembler: unfragmented fragments go straight to the delegate.",
    .tp_basicsize = sizeof(hp_assembler_t),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_new = PyType_GenericNew,
    .tp_dealloc = (destructor)hp_assembler_dealloc,
    .tp_traverse = (traverseproc)hp_assembler_traverse,
    .tp_clear = (inquiry)hp_assembler_clear,
    .tp_call = (ternaryfunc)hp_assembler_call,
    .tp_members = hp_assembler_members,
};
