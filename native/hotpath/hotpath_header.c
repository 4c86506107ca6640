/*
 * Header: the flyweight a FragmentHandler receives (aeron-client/src/main/java/io/aeron/logbuffer/Header.java
 * at 1.51.0). A poll re-points one Header at each fragment by setting `offset`; fields are read from the frame
 * when asked for, nothing is copied. Field layout: aeronkit_logbuffer.h (DataHeaderFlyweight).
 *
 * Over a memoryview (the term views every poll uses) the header holds the buffer's export while wrapped, so a
 * field read is a bounds check and a load. Over anything else (a bytearray someone may resize) it takes the
 * export for the duration of each read only.
 */
#include "hotpath.h"

#include <structmember.h>

int hp_header_wrap(hp_header_t *header, PyObject *buffer, Py_ssize_t offset)
{
    if (buffer != header->buffer)
    {
        hp_region_release(&header->region);
        if (PyMemoryView_Check(buffer) && hp_region_acquire(&header->region, buffer, 0) != 0)
        {
            /* A released or otherwise unusable view: field reads will report it, as they always did. */
            PyErr_Clear();
        }
        Py_INCREF(buffer);
        Py_XSETREF(header->buffer, buffer);
    }
    header->offset = offset;
    return 0;
}

static int hp_header_init(hp_header_t *self, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = { "initial_term_id", "position_bits_to_shift", NULL };
    int initial_term_id, bits;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "ii:Header", keywords, &initial_term_id, &bits))
    {
        return -1;
    }
    self->initial_term_id = initial_term_id;
    self->position_bits_to_shift = bits;
    hp_region_release(&self->region);
    Py_INCREF(Py_None);
    Py_XSETREF(self->buffer, Py_None);
    self->offset = 0;
    return 0;
}

static void hp_header_dealloc(hp_header_t *self)
{
    hp_region_release(&self->region);
    Py_CLEAR(self->buffer);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Copies `size` bytes of the field at `field` within the frame into `out`; -1 with an exception if it can't. */
static int hp_header_read(hp_header_t *self, Py_ssize_t field, void *out, Py_ssize_t size)
{
    if (NULL == self->buffer || Py_None == self->buffer)
    {
        PyErr_SetString(PyExc_ValueError, "Header is not wrapped over a frame");
        return -1;
    }
    hp_region_t transient = { .held = 0 };
    const hp_region_t *region = &self->region;
    if (!region->held)
    {
        if (hp_region_acquire(&transient, self->buffer, 0) != 0)
        {
            return -1;
        }
        region = &transient;
    }
    const Py_ssize_t length = region->view.len;
    Py_ssize_t offset = self->offset;
    if (offset < 0)
    {
        offset += length; /* struct.unpack_from's rule: a negative offset counts from the end */
    }
    int rc = 0;
    if (offset < 0 || offset > length || field + size > length - offset)
    {
        PyErr_Format(PyExc_IndexError, "header field at offset %zd outside a buffer of %zd bytes", self->offset + field,
            length);
        rc = -1;
    }
    else
    {
        memcpy(out, (const uint8_t *)region->view.buf + offset + field, (size_t)size);
    }
    hp_region_release(&transient);
    return rc;
}

static PyObject *hp_header_int32(hp_header_t *self, void *closure)
{
    int32_t value;
    return hp_header_read(self, (Py_ssize_t)(intptr_t)closure, &value, sizeof(value)) ? NULL : PyLong_FromLong(value);
}

static PyObject *hp_header_uint8(hp_header_t *self, void *closure)
{
    uint8_t value;
    return hp_header_read(self, (Py_ssize_t)(intptr_t)closure, &value, sizeof(value)) ? NULL : PyLong_FromLong(value);
}

static PyObject *hp_header_type_field(hp_header_t *self, void *closure)
{
    uint16_t value;
    return hp_header_read(self, AERONKIT_FRAME_TYPE_OFFSET, &value, sizeof(value)) ? NULL : PyLong_FromLong(value);
}

static PyObject *hp_header_reserved_value(hp_header_t *self, void *closure)
{
    int64_t value;
    return hp_header_read(self, AERONKIT_FRAME_RESERVED_VALUE_OFFSET, &value, sizeof(value)) ?
        NULL : PyLong_FromLongLong(value);
}

static int hp_header_next_offset(hp_header_t *self, int64_t *next)
{
    int32_t term_offset, frame_length;
    if (hp_header_read(self, AERONKIT_FRAME_TERM_OFFSET_OFFSET, &term_offset, sizeof(term_offset)) ||
        hp_header_read(self, 0, &frame_length, sizeof(frame_length)))
    {
        return -1;
    }
    *next = ((int64_t)term_offset + frame_length + (AERONKIT_FRAME_ALIGNMENT - 1)) & ~(int64_t)(AERONKIT_FRAME_ALIGNMENT - 1);
    return 0;
}

static PyObject *hp_header_next_term_offset(hp_header_t *self, void *closure)
{
    int64_t next;
    return hp_header_next_offset(self, &next) ? NULL : PyLong_FromLongLong(next);
}

static PyObject *hp_header_position(hp_header_t *self, void *closure)
{
    int64_t next;
    int32_t term_id;
    if (hp_header_next_offset(self, &next) ||
        hp_header_read(self, AERONKIT_FRAME_TERM_ID_OFFSET, &term_id, sizeof(term_id)))
    {
        return NULL;
    }
    if (self->position_bits_to_shift < 0 || self->position_bits_to_shift > 32)
    {
        PyErr_Format(PyExc_ValueError, "position_bits_to_shift=%d is not a term length's", self->position_bits_to_shift);
        return NULL;
    }
    const int64_t term_count = aeronkit_sub_wrap_i32(term_id, self->initial_term_id);
    return PyLong_FromLongLong(term_count * ((int64_t)1 << self->position_bits_to_shift) + next);
}

static PyObject *hp_header_get_buffer(hp_header_t *self, void *closure)
{
    PyObject *buffer = NULL == self->buffer ? Py_None : self->buffer;
    Py_INCREF(buffer);
    return buffer;
}

static int hp_header_set_buffer(hp_header_t *self, PyObject *value, void *closure)
{
    if (NULL == value)
    {
        PyErr_SetString(PyExc_AttributeError, "cannot delete Header.buffer");
        return -1;
    }
    return hp_header_wrap(self, value, self->offset);
}

static PyObject *hp_header_wrap_method(hp_header_t *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2)
    {
        PyErr_Format(PyExc_TypeError, "wrap(buffer, offset) takes 2 arguments (%zd given)", nargs);
        return NULL;
    }
    const Py_ssize_t offset = PyLong_AsSsize_t(args[1]);
    if (-1 == offset && PyErr_Occurred())
    {
        return NULL;
    }
    if (hp_header_wrap(self, args[0], offset) != 0)
    {
        return NULL;
    }
    Py_INCREF(self);
    return (PyObject *)self;
}

#define HP_FIELD(name, read, at, doc) { name, (getter)(read), NULL, doc, (void *)(intptr_t)(at) }

static PyGetSetDef hp_header_getset[] = {
    { "buffer", (getter)hp_header_get_buffer, (setter)hp_header_set_buffer, "the buffer holding the frame", NULL },
    HP_FIELD("frame_length", hp_header_int32, 0, "frame length, header included"),
    HP_FIELD("version", hp_header_uint8, 4, "protocol version"),
    HP_FIELD("flags", hp_header_uint8, AERONKIT_FRAME_FLAGS_OFFSET, "BEGIN (0x80), END (0x40), EOS (0x20)"),
    HP_FIELD("type", hp_header_type_field, AERONKIT_FRAME_TYPE_OFFSET, "frame type (DATA 1, PAD 0)"),
    HP_FIELD("term_offset", hp_header_int32, AERONKIT_FRAME_TERM_OFFSET_OFFSET, "offset of the frame in its term"),
    HP_FIELD("session_id", hp_header_int32, AERONKIT_FRAME_SESSION_ID_OFFSET, "publisher session id"),
    HP_FIELD("stream_id", hp_header_int32, AERONKIT_FRAME_STREAM_ID_OFFSET, "stream id"),
    HP_FIELD("term_id", hp_header_int32, AERONKIT_FRAME_TERM_ID_OFFSET, "term id of the frame"),
    HP_FIELD("reserved_value", hp_header_reserved_value, AERONKIT_FRAME_RESERVED_VALUE_OFFSET, "reserved value"),
    HP_FIELD("next_term_offset", hp_header_next_term_offset, 0, "term offset just after the frame (aligned)"),
    HP_FIELD("position", hp_header_position, 0, "stream position just after this frame (Header.position)"),
    { NULL },
};

static PyMemberDef hp_header_members[] = {
    { "offset", T_PYSSIZET, offsetof(hp_header_t, offset), 0, "offset of the frame in buffer" },
    { "initial_term_id", T_INT, offsetof(hp_header_t, initial_term_id), 0, "the stream's initial term id" },
    { "position_bits_to_shift", T_INT, offsetof(hp_header_t, position_bits_to_shift), 0, "log2(term length)" },
    { NULL },
};

static PyMethodDef hp_header_methods[] = {
    { "wrap", (PyCFunction)(void (*)(void))hp_header_wrap_method, METH_FASTCALL,
      "wrap(buffer, offset) -> self: point the header at the frame at `offset` in `buffer`." },
    { NULL },
};

PyTypeObject hp_header_type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "aeronkit._hotpath.Header",
    .tp_doc = "Header(initial_term_id, position_bits_to_shift): view of one frame header, re-pointed per fragment.",
    .tp_basicsize = sizeof(hp_header_t),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)hp_header_init,
    .tp_dealloc = (destructor)hp_header_dealloc,
    .tp_getset = hp_header_getset,
    .tp_members = hp_header_members,
    .tp_methods = hp_header_methods,
};
