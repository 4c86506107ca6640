/* aeronkit._hotpath: module setup and the buffer helpers every type uses (see hotpath.h). */
#include "hotpath.h"

hp_names_t hp_names;

int hp_region_acquire(hp_region_t *region, PyObject *source, int writable)
{
    Py_buffer view;
    if (PyObject_GetBuffer(source, &view, writable ? PyBUF_WRITABLE : PyBUF_SIMPLE) != 0)
    {
        return -1;
    }
    hp_region_release(region);
    region->view = view;
    region->held = 1;
    return 0;
}

void hp_region_release(hp_region_t *region)
{
    if (region->held)
    {
        region->held = 0;
        PyBuffer_Release(&region->view);
    }
}

int hp_counter_bind(hp_counter_t *counter, PyObject *source, Py_ssize_t offset)
{
    hp_region_t region = { .held = 0 };
    if (hp_region_acquire(&region, source, 1) != 0)
    {
        return -1;
    }
    const uintptr_t address = (uintptr_t)region.view.buf + (uintptr_t)offset;
    if (offset < 0 || offset > region.view.len - (Py_ssize_t)sizeof(int64_t) || (address & 7u) != 0)
    {
        PyErr_Format(PyExc_ValueError, "counter at offset %zd is outside or misaligned in a buffer of %zd bytes",
            offset, region.view.len);
        hp_region_release(&region);
        return -1;
    }
    hp_region_release(&counter->region);
    counter->region = region;
    counter->offset = offset;
    return 0;
}

int hp_log_bind(hp_log_t *log, PyObject *source)
{
    hp_region_t region = { .held = 0 };
    if (hp_region_acquire(&region, source, 1) != 0)
    {
        return -1;
    }
    aeronkit_log_t parsed;
    const int rc = aeronkit_log_init(&parsed, (uint8_t *)region.view.buf, (uint64_t)region.view.len);
    if (AERONKIT_OK != rc)
    {
        PyErr_Format(PyExc_ValueError, "not a log buffer (native code %d)", rc);
        hp_region_release(&region);
        return -1;
    }
    hp_region_release(&log->region);
    log->region = region;
    log->log = parsed;
    return 0;
}

int hp_is_instance(hp_type_check_t *check, PyObject *object)
{
    PyTypeObject *type = Py_TYPE(object);
    if (type == check->seen)
    {
        return 1;
    }
    if (!PyObject_TypeCheck(object, check->base))
    {
        return 0;
    }
    Py_INCREF(type);
    Py_XSETREF(check->seen, type);
    return 1;
}

static int hp_intern(PyObject **slot, const char *name)
{
    *slot = PyUnicode_InternFromString(name);
    return NULL == *slot ? -1 : 0;
}

static int hp_exec(PyObject *module)
{
    if (hp_intern(&hp_names.offer_slow, "_offer_slow") || hp_intern(&hp_names.settle, "_settle") ||
        hp_intern(&hp_names.check, "_check") || hp_intern(&hp_names.ensure_open, "ensure_open") ||
        hp_intern(&hp_names.reassemble, "_reassemble") || hp_intern(&hp_names.finish, "_finish") ||
        hp_intern(&hp_names.try_claim_slow, "_try_claim_slow"))
    {
        return -1;
    }
    PyTypeObject *types[] = {
        &hp_header_type, &hp_publication_type, &hp_image_type, &hp_subscription_type, &hp_assembler_type,
        &hp_claim_type };
    for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
    {
        if (PyModule_AddType(module, types[i]) != 0)
        {
            return -1;
        }
    }
    return 0;
}

static PyModuleDef_Slot hp_slots[] = {
    { Py_mod_exec, hp_exec },
    { 0, NULL },
};

static struct PyModuleDef hp_module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "aeronkit._hotpath",
    .m_doc = "The per-message client path (offer, poll, header, assembler pass-through) in C.",
    .m_size = 0,
    .m_slots = hp_slots,
};

PyMODINIT_FUNC PyInit__hotpath(void)
{
    return PyModuleDef_Init(&hp_module);
}
