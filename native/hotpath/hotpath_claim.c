/*
 * ClaimCore: the C part of BufferClaim (aeron-client/src/main/java/io/aeron/logbuffer/BufferClaim.java at
 * 1.51.0): commit() and abort() of a frame reserved by Publication.try_claim, and the `frame` / `buffer`
 * views of it, made when first asked for.
 *
 * The claim itself (position, partition, term offset, frame length) stays in the cffi aeronkit_claim_t the
 * Python class owns (`_claim`), so every existing caller of the cffi appenders keeps working; this part
 * holds a buffer export of it. A claim taken by PublicationCore.try_claim also holds the publication, and
 * commits through its log while the publication still has it mapped (bound); any other state (a claim
 * wrapped by the cffi appenders, a closed publication, no claim, a refused commit) goes to the Python
 * method `_finish`, which defines commit and abort and raises their errors.
 */
#include "hotpath.h" /* first: Python.h */

#include <structmember.h>

#include "aeronkit_term_appender.h"

static void hp_claim_forget(hp_claim_t *self)
{
    Py_CLEAR(self->publication);
    Py_CLEAR(self->term);
    Py_CLEAR(self->frame);
    Py_CLEAR(self->buffer);
}

static int hp_claim_traverse(hp_claim_t *self, visitproc visit, void *arg)
{
    Py_VISIT(self->logs);
    Py_VISIT(self->publication);
    Py_VISIT(self->term);
    Py_VISIT(self->frame);
    Py_VISIT(self->buffer);
    return 0;
}

static int hp_claim_clear(hp_claim_t *self)
{
    hp_claim_forget(self);
    Py_CLEAR(self->logs);
    hp_region_release(&self->claim);
    return 0;
}

static void hp_claim_dealloc(hp_claim_t *self)
{
    PyObject_GC_UnTrack(self);
    hp_claim_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

void hp_claim_take(hp_claim_t *self, hp_publication_t *publication, PyObject *term)
{
    Py_INCREF(publication);
    Py_INCREF(term);
    hp_claim_forget(self);
    self->publication = publication;
    self->term = term;
    Py_INCREF(publication->logs);
    Py_XSETREF(self->logs, publication->logs);
}

static aeronkit_claim_t *hp_claim_struct(hp_claim_t *self)
{
    return self->claim.held ? (aeronkit_claim_t *)self->claim.view.buf : NULL;
}

static PyObject *hp_claim_bind(hp_claim_t *self, PyObject *claim)
{
    if (hp_region_acquire(&self->claim, claim, 1) != 0)
    {
        return NULL;
    }
    if (self->claim.view.len != (Py_ssize_t)sizeof(aeronkit_claim_t) || ((uintptr_t)self->claim.view.buf & 7u) != 0)
    {
        hp_region_release(&self->claim);
        PyErr_SetString(PyExc_ValueError, "claim state has the wrong size or alignment");
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *hp_claim_finish(hp_claim_t *self, int commit)
{
    aeronkit_claim_t *claim = hp_claim_struct(self);
    hp_publication_t *publication = self->publication;
    if (NULL == claim || NULL == publication || !publication->log.region.held || NULL == self->logs ||
        publication->logs != self->logs)
    {
        return PyObject_CallMethodOneArg((PyObject *)self, hp_names.finish, commit ? Py_True : Py_False);
    }
    const aeronkit_log_t *log = &publication->log.log;
    const int rc = commit ? aeronkit_claim_commit(log, claim) : aeronkit_claim_abort(log, claim);
    if (AERONKIT_OK != rc)
    {
        /* Nothing was written: the Python definition repeats the check and raises its error. */
        return PyObject_CallMethodOneArg((PyObject *)self, hp_names.finish, commit ? Py_True : Py_False);
    }
    hp_claim_forget(self);
    Py_INCREF(Py_None);
    Py_XSETREF(self->logs, Py_None);
    Py_RETURN_NONE;
}

static PyObject *hp_claim_commit(hp_claim_t *self, PyObject *unused)
{
    return hp_claim_finish(self, 1);
}

static PyObject *hp_claim_abort(hp_claim_t *self, PyObject *unused)
{
    return hp_claim_finish(self, 0);
}

/* The frame as a slice of its term's memoryview, made on first use after a C try_claim. */
static PyObject *hp_claim_get_frame(hp_claim_t *self, void *closure)
{
    aeronkit_claim_t *claim = hp_claim_struct(self);
    if (NULL == self->frame && NULL != self->term && NULL != claim && claim->term_offset >= 0 &&
        claim->frame_length >= 0)
    {
        self->frame = PySequence_GetSlice(self->term, claim->term_offset, (Py_ssize_t)claim->term_offset +
            claim->frame_length);
        if (NULL == self->frame)
        {
            return NULL;
        }
    }
    return Py_NewRef(NULL == self->frame ? Py_None : self->frame);
}

static PyObject *hp_claim_get_buffer(hp_claim_t *self, void *closure)
{
    aeronkit_claim_t *claim = hp_claim_struct(self);
    if (NULL == self->buffer && NULL != self->term && NULL != claim && claim->term_offset >= 0 &&
        claim->frame_length >= AERONKIT_DATA_HEADER_LENGTH)
    {
        const Py_ssize_t start = (Py_ssize_t)claim->term_offset + AERONKIT_DATA_HEADER_LENGTH;
        self->buffer = PySequence_GetSlice(self->term, start, (Py_ssize_t)claim->term_offset + claim->frame_length);
        if (NULL == self->buffer)
        {
            return NULL;
        }
    }
    if (NULL == self->buffer)
    {
        PyObject *frame = hp_claim_get_frame(self, NULL);
        if (NULL == frame)
        {
            return NULL;
        }
        if (Py_None != frame)
        {
            self->buffer = PySequence_GetSlice(frame, AERONKIT_DATA_HEADER_LENGTH, PY_SSIZE_T_MAX);
        }
        Py_DECREF(frame);
        if (Py_None != frame && NULL == self->buffer)
        {
            return NULL;
        }
    }
    return Py_NewRef(NULL == self->buffer ? Py_None : self->buffer);
}

static int hp_claim_set_view(PyObject **slot, PyObject *value)
{
    PyObject *stored = NULL == value || Py_None == value ? NULL : Py_NewRef(value);
    Py_XSETREF(*slot, stored);
    return 0;
}

static int hp_claim_set_frame(hp_claim_t *self, PyObject *value, void *closure)
{
    Py_CLEAR(self->term); /* set from Python: the views are whatever it says */
    return hp_claim_set_view(&self->frame, value);
}

static int hp_claim_set_buffer(hp_claim_t *self, PyObject *value, void *closure)
{
    return hp_claim_set_view(&self->buffer, value);
}

static PyObject *hp_claim_get_logs(hp_claim_t *self, void *closure)
{
    return Py_NewRef(NULL == self->logs ? Py_None : self->logs);
}

/* Set from Python (a claim wrapped by the cffi appenders, or finished): the log this part holds is let go. */
static int hp_claim_set_logs(hp_claim_t *self, PyObject *value, void *closure)
{
    if (NULL == value)
    {
        PyErr_SetString(PyExc_AttributeError, "cannot delete BufferClaim._logs");
        return -1;
    }
    if (NULL != self->publication && value != self->publication->logs)
    {
        Py_CLEAR(self->publication);
    }
    Py_INCREF(value);
    Py_XSETREF(self->logs, value);
    return 0;
}

static PyGetSetDef hp_claim_getset[] = {
    { "_logs", (getter)hp_claim_get_logs, (setter)hp_claim_set_logs, "the claimed frame's log, None when none",
      NULL },
    { "frame", (getter)hp_claim_get_frame, (setter)hp_claim_set_frame, "the claimed frame, header included", NULL },
    { "buffer", (getter)hp_claim_get_buffer, (setter)hp_claim_set_buffer, "the claimed frame's payload", NULL },
    { NULL },
};

static PyMethodDef hp_claim_methods[] = {
    { "commit", (PyCFunction)hp_claim_commit, METH_NOARGS, "Publish the frame (release-store of its positive length)." },
    { "abort", (PyCFunction)hp_claim_abort, METH_NOARGS, "Give the space back as padding, which readers step over." },
    { "_bind_claim", (PyCFunction)hp_claim_bind, METH_O, "_bind_claim(buffer of the aeronkit_claim_t)" },
    { NULL },
};

PyTypeObject hp_claim_type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "aeronkit._hotpath.ClaimCore",
    .tp_doc = "The C part of BufferClaim: commit, abort and the views of the claimed frame.",
    .tp_basicsize = sizeof(hp_claim_t),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_new = PyType_GenericNew,
    .tp_dealloc = (destructor)hp_claim_dealloc,
    .tp_traverse = (traverseproc)hp_claim_traverse,
    .tp_clear = (inquiry)hp_claim_clear,
    .tp_getset = hp_claim_getset,
    .tp_methods = hp_claim_methods,
};
