#include "aeronkit_version.h"

int aeronkit_native_abi_version(void)
{
    return AERONKIT_NATIVE_ABI_VERSION;
}
