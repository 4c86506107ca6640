/*
 * PublicationCore: Publication.offer in one C call (aeron-client/src/main/java/io/aeron/ConcurrentPublication.java
 * and ExclusivePublication.java at 1.51.0, `offer(buffer)`): read the publisher limit, append, return the new
 * position or Aeron's code. The append is the same aeronkit_{concurrent,exclusive}_offer the cffi path calls.
 *
 * The common calls, `offer(buffer)` and `offer(buffer, offset, length)` on an open publication, never leave C.
 * Everything else (a reserved value supplier, keywords, a closed publication, arguments out of range, an
 * argument the appender refuses) goes to the Python method `_offer_slow`, which is the full definition of
 * offer and raises the same errors it always raised.
 */
#include "hotpath.h" /* first: Python.h */

#include <structmember.h>

#include "aeronkit_term_appender.h"

/* Messages at least this long are copied with the GIL released, so other threads run meanwhile. */
#define HP_RELEASE_GIL_LENGTH (16 * 1024)
#define HP_ERR_THRESHOLD (-100) /* native codes at or below it are argument errors (aeronkit_logbuffer.h) */


static hp_type_check_t hp_claim_check = { &hp_claim_type, NULL };

static void hp_publication_unbind_all(hp_publication_t *self)
{
    hp_region_release(&self->log.region);
    hp_region_release(&self->limit.region);
    hp_region_release(&self->state);
    Py_CLEAR(self->logs);
    for (int i = 0; i < AERONKIT_LOG_PARTITION_COUNT; i++)
    {
        Py_CLEAR(self->terms[i]);
    }
}

static void hp_publication_dealloc(hp_publication_t *self)
{
    hp_publication_unbind_all(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *hp_publication_bind(hp_publication_t *self, PyObject *args)
{
    PyObject *logs, *log, *terms, *limit, *state;
    Py_ssize_t limit_offset;
    if (!PyArg_ParseTuple(args, "OOO!OnO:_bind", &logs, &log, &PyTuple_Type, &terms, &limit, &limit_offset, &state))
    {
        return NULL;
    }
    if (PyTuple_GET_SIZE(terms) != AERONKIT_LOG_PARTITION_COUNT)
    {
        PyErr_SetString(PyExc_ValueError, "three term views are required");
        return NULL;
    }
    hp_publication_unbind_all(self);
    self->logs = Py_NewRef(logs);
    for (int i = 0; i < AERONKIT_LOG_PARTITION_COUNT; i++)
    {
        self->terms[i] = Py_NewRef(PyTuple_GET_ITEM(terms, i));
    }
    if (hp_log_bind(&self->log, log) != 0 || hp_counter_bind(&self->limit, limit, limit_offset) != 0)
    {
        hp_publication_unbind_all(self);
        return NULL;
    }
    if (Py_None != state)
    {
        if (hp_region_acquire(&self->state, state, 1) != 0)
        {
            hp_publication_unbind_all(self);
            return NULL;
        }
        if (self->state.view.len != (Py_ssize_t)sizeof(aeronkit_exclusive_appender_t) ||
            ((uintptr_t)self->state.view.buf & 7u) != 0)
        {
            hp_publication_unbind_all(self);
            PyErr_SetString(PyExc_ValueError, "exclusive appender state has the wrong size or alignment");
            return NULL;
        }
    }
    Py_RETURN_NONE;
}

static PyObject *hp_publication_unbind(hp_publication_t *self, PyObject *unused)
{
    hp_publication_unbind_all(self);
    Py_RETURN_NONE;
}

/* self.<name>(*args, **kwargs): the Python definition of a call this part does not handle. */
static PyObject *hp_call_python(hp_publication_t *self, PyObject *name, PyObject *const *args, size_t nargsf,
    PyObject *kwnames)
{
    PyObject *stack[8];
    const Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    const Py_ssize_t total = nargs + (NULL == kwnames ? 0 : PyTuple_GET_SIZE(kwnames));
    if (total + 1 > (Py_ssize_t)(sizeof(stack) / sizeof(stack[0])))
    {
        PyErr_Format(PyExc_TypeError, "%U() got %zd arguments", name, total);
        return NULL;
    }
    stack[0] = (PyObject *)self;
    for (Py_ssize_t i = 0; i < total; i++)
    {
        stack[i + 1] = args[i];
    }
    return PyObject_VectorcallMethod(name, stack, (size_t)(nargs + 1), kwnames);
}

static PyObject *hp_publication_slow(hp_publication_t *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    return hp_call_python(self, hp_names.offer_slow, args, nargsf, kwnames);
}

/*
 * The payload of `message`; 0, or -1 if it has none. bytes, and bytearray or memoryview shorter than the
 * GIL-release threshold, are read without taking an export: the GIL stays held and no Python code runs
 * before the append has copied them. Everything else is exported (view->obj set) for the duration.
 */
static int hp_payload(PyObject *message, Py_buffer *view, const uint8_t **data, Py_ssize_t *length)
{
    view->obj = NULL;
    if (PyBytes_CheckExact(message))
    {
        *data = (const uint8_t *)PyBytes_AS_STRING(message);
        *length = PyBytes_GET_SIZE(message);
        return 0;
    }
    if (PyByteArray_CheckExact(message) && PyByteArray_GET_SIZE(message) < HP_RELEASE_GIL_LENGTH)
    {
        *data = (const uint8_t *)PyByteArray_AS_STRING(message);
        *length = PyByteArray_GET_SIZE(message);
        return 0;
    }
#ifdef _Py_MEMORYVIEW_RELEASED
    if (Py_IS_TYPE(message, &PyMemoryView_Type))
    {
        const PyMemoryViewObject *memory = (const PyMemoryViewObject *)message;
        if (!(memory->flags & _Py_MEMORYVIEW_RELEASED) && memory->view.len < HP_RELEASE_GIL_LENGTH &&
            PyBuffer_IsContiguous(&memory->view, 'C'))
        {
            *data = (const uint8_t *)memory->view.buf;
            *length = memory->view.len;
            return 0;
        }
    }
#endif
    if (PyObject_GetBuffer(message, view, PyBUF_SIMPLE) != 0)
    {
        PyErr_Clear();
        view->obj = NULL;
        return -1;
    }
    *data = (const uint8_t *)view->buf;
    *length = view->len;
    return 0;
}

static int64_t hp_append(const aeronkit_log_t *log, aeronkit_exclusive_appender_t *state, int64_t limit,
    const uint8_t *data, Py_ssize_t length)
{
    return NULL == state ?
        aeronkit_concurrent_offer(log, limit, data, length, NULL) :
        aeronkit_exclusive_offer(log, state, limit, data, length, NULL);
}

/* A long message: copied without the GIL, with exports of its own so nothing is unmapped meanwhile. */
static int64_t hp_append_released(hp_publication_t *self, int64_t limit, const uint8_t *data, Py_ssize_t length)
{
    hp_region_t log = { .held = 0 }, state = { .held = 0 };
    if (hp_region_acquire(&log, self->log.region.view.obj, 1) != 0 ||
        (self->state.held && hp_region_acquire(&state, self->state.view.obj, 1) != 0))
    {
        hp_region_release(&log);
        return INT64_MIN;
    }
    const aeronkit_log_t copy = self->log.log;
    aeronkit_exclusive_appender_t *appender = self->state.held ? (aeronkit_exclusive_appender_t *)state.view.buf : NULL;
    int64_t result;
    Py_BEGIN_ALLOW_THREADS
    result = hp_append(&copy, appender, limit, data, length);
    Py_END_ALLOW_THREADS
    hp_region_release(&state);
    hp_region_release(&log);
    return result;
}

/* An int argument as a Py_ssize_t; -1 (no exception set) for anything else, which the slow path handles. */
static int hp_index(PyObject *value, Py_ssize_t *out)
{
    if (!PyLong_CheckExact(value))
    {
        return -1;
    }
    *out = PyLong_AsSsize_t(value);
    if (-1 == *out && PyErr_Occurred())
    {
        PyErr_Clear();
        return -1;
    }
    return 0;
}

/* offer(buffer[, offset[, length]]): the message is buffer[offset:offset + length], bounds checked here. */
static PyObject *hp_publication_offer(hp_publication_t *self, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    const Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    if (nargs < 1 || nargs > 3 || NULL != kwnames || self->closed || !self->log.region.held ||
        !self->limit.region.held)
    {
        return hp_publication_slow(self, args, nargsf, kwnames);
    }
    Py_buffer view;
    const uint8_t *data;
    Py_ssize_t size;
    if (hp_payload(args[0], &view, &data, &size) != 0)
    {
        return hp_publication_slow(self, args, nargsf, kwnames);
    }
    const int to_end = nargs < 3 || Py_None == args[2];
    Py_ssize_t offset = 0, length = 0;
    const int parsed = (nargs < 2 || hp_index(args[1], &offset) == 0) && (to_end || hp_index(args[2], &length) == 0);
    if (parsed && to_end)
    {
        length = size - offset;
    }
    if (!parsed || offset < 0 || offset > size || length < 0 || length > size - offset)
    {
        if (NULL != view.obj)
        {
            PyBuffer_Release(&view);
        }
        return hp_publication_slow(self, args, nargsf, kwnames); /* raises the IndexError or TypeError */
    }
    data += offset;

    const int64_t limit = aeronkit_get_int64_acquire(hp_counter_address(&self->limit));
    int64_t result;
    if (length < HP_RELEASE_GIL_LENGTH)
    {
        aeronkit_exclusive_appender_t *state =
            self->state.held ? (aeronkit_exclusive_appender_t *)self->state.view.buf : NULL;
        result = hp_append(&self->log.log, state, limit, data, length);
    }
    else
    {
        result = hp_append_released(self, limit, data, length);
    }
    if (NULL != view.obj)
    {
        PyBuffer_Release(&view);
    }
    if (INT64_MIN == result)
    {
        return NULL;
    }
    if (result <= HP_ERR_THRESHOLD)
    {
        /* An argument the appender refused before touching the log: the Python path raises its error. */
        return hp_publication_slow(self, args, nargsf, kwnames);
    }
    return PyLong_FromLongLong(result);
}

/* try_claim(length, buffer_claim): reserve a frame for `length` payload bytes into the claim's struct. */
static PyObject *hp_publication_try_claim(hp_publication_t *self, PyObject *const *args, size_t nargsf,
    PyObject *kwnames)
{
    const Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    Py_ssize_t length;
    if (nargs != 2 || NULL != kwnames || self->closed || !self->log.region.held || !self->limit.region.held ||
        hp_index(args[0], &length) != 0 || length < 0 || length > self->log.log.max_payload_length ||
        !hp_is_instance(&hp_claim_check, args[1]) || !((hp_claim_t *)args[1])->claim.held)
    {
        return hp_call_python(self, hp_names.try_claim_slow, args, nargsf, kwnames);
    }
    hp_claim_t *claim = (hp_claim_t *)args[1];
    aeronkit_claim_t *reserved = (aeronkit_claim_t *)claim->claim.view.buf;
    const int64_t limit = aeronkit_get_int64_acquire(hp_counter_address(&self->limit));
    const int64_t result = self->state.held ?
        aeronkit_exclusive_try_claim(
            &self->log.log, (aeronkit_exclusive_appender_t *)self->state.view.buf, limit, (int32_t)length, reserved) :
        aeronkit_concurrent_try_claim(&self->log.log, limit, (int32_t)length, reserved);
    if (result > 0)
    {
        hp_claim_take(claim, self, self->terms[reserved->partition_index]);
    }
    return PyLong_FromLongLong(result);
}

static PyMemberDef hp_publication_members[] = {
    { "_closed", T_BOOL, offsetof(hp_publication_t, closed), 0, "closed: offers answer CLOSED or raise" },
    { NULL },
};

static PyMethodDef hp_publication_methods[] = {
    { "offer", (PyCFunction)(void (*)(void))hp_publication_offer, METH_FASTCALL | METH_KEYWORDS,
      "offer(buffer, offset=0, length=None, reserved_value_supplier=None) -> position or an Aeron code" },
    { "try_claim", (PyCFunction)(void (*)(void))hp_publication_try_claim, METH_FASTCALL | METH_KEYWORDS,
      "try_claim(length, buffer_claim) -> position or an Aeron code: reserve a frame of `length` payload bytes "
      "(<= max_payload_length) to fill in place, then buffer_claim.commit() or abort()" },
    { "_bind", (PyCFunction)hp_publication_bind, METH_VARARGS,
      "_bind(logs, log, terms, limit_counters, limit_offset, exclusive_state): map the log and the publisher limit" },
    { "_unbind", (PyCFunction)hp_publication_unbind, METH_NOARGS, "release the log and counter buffers" },
    { NULL },
};

PyTypeObject hp_publication_type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "aeronkit._hotpath.PublicationCore",
    .tp_doc = "The C part of a publication: offer(buffer) without leaving C.",
    .tp_basicsize = sizeof(hp_publication_t),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_new = PyType_GenericNew,
    .tp_dealloc = (destructor)hp_publication_dealloc,
    .tp_members = hp_publication_members,
    .tp_methods = hp_publication_methods,
};
