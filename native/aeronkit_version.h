/* The ABI version of the native core; Python refuses to run with a stale build of _native. */
#ifndef AERONKIT_VERSION_H
#define AERONKIT_VERSION_H

#define AERONKIT_NATIVE_ABI_VERSION 1

int aeronkit_native_abi_version(void);

#endif
