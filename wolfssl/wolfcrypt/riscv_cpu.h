/* riscv_cpu.h
 *
 * Which RISC-V extensions the code may use: one place for the cipher,
 * hash and (later) ML-KEM code that has extension paths beside its base
 * RV64 path.  Support layer; includes types.h only.
 *
 * An extension path is compiled when the build targets riscv64 with
 * WOLFSSL_RISCV_ASM (configure --enable-riscv-asm), and it runs only when
 * riscv_cpu_features() has its extension's bit, so one binary never
 * executes an instruction the CPU lacks.  A bit is set when the extension
 * is
 *
 *   - assumed at compile time: WC_RISCV_HAVE_<EXT> (this project's macros,
 *     for bare metal and user_settings.h builds: WC_RISCV_HAVE_ZKNE,
 *     WC_RISCV_HAVE_ZKSED, WC_RISCV_HAVE_ZVKNED, ... one per bit below),
 *     or upstream wolfSSL's own names, which mean "the target has it"
 *     there too: WOLFSSL_RISCV_SCALAR_CRYPTO_ASM (Zknd, Zkne),
 *     WOLFSSL_RISCV_CARRYLESS (Zbc), WOLFSSL_RISCV_BASE_BIT_MANIPULATION
 *     (Zbb), WOLFSSL_RISCV_BIT_MANIPULATION (Zbkb), WOLFSSL_RISCV_VECTOR
 *     (V), WOLFSSL_RISCV_VECTOR_CRYPTO_ASM (Zvkned),
 *     WOLFSSL_RISCV_VECTOR_GCM (Zvkg), WOLFSSL_RISCV_VECTOR_CARRYLESS
 *     (Zvbc), WOLFSSL_RISCV_VECTOR_BASE_BIT_MANIPULATION (Zvbb);
 *   - or detected at run time, on Linux, by the riscv_hwprobe system call
 *     (kernel 6.4 and later, qemu-user 8.2 and later).  Where the call is
 *     missing (older kernels, qemu-user 7.2) only the assumed set counts.
 *
 * The bits are the kernel's RISCV_HWPROBE_KEY_IMA_EXT_0 bit numbers, so a
 * hwprobe answer needs no translation.
 */
#ifndef WOLF_CRYPT_RISCV_CPU_H
#define WOLF_CRYPT_RISCV_CPU_H

#include <wolfssl/wolfcrypt/types.h>

#define WC_RV_FD        (1ULL << 0)
#define WC_RV_C         (1ULL << 1)
#define WC_RV_V         (1ULL << 2)
#define WC_RV_ZBA       (1ULL << 3)
#define WC_RV_ZBB       (1ULL << 4)
#define WC_RV_ZBS       (1ULL << 5)
#define WC_RV_ZBC       (1ULL << 7)
#define WC_RV_ZBKB      (1ULL << 8)
#define WC_RV_ZBKC      (1ULL << 9)
#define WC_RV_ZBKX      (1ULL << 10)
#define WC_RV_ZKND      (1ULL << 11)
#define WC_RV_ZKNE      (1ULL << 12)
#define WC_RV_ZKNH      (1ULL << 13)
#define WC_RV_ZKSED     (1ULL << 14)
#define WC_RV_ZKSH      (1ULL << 15)
#define WC_RV_ZKT       (1ULL << 16)
#define WC_RV_ZVBB      (1ULL << 17)
#define WC_RV_ZVBC      (1ULL << 18)
#define WC_RV_ZVKB      (1ULL << 19)
#define WC_RV_ZVKG      (1ULL << 20)
#define WC_RV_ZVKNED    (1ULL << 21)
#define WC_RV_ZVKNHA    (1ULL << 22)
#define WC_RV_ZVKNHB    (1ULL << 23)
#define WC_RV_ZVKSED    (1ULL << 24)
#define WC_RV_ZVKSH     (1ULL << 25)
#define WC_RV_ZVKT      (1ULL << 26)

/* Upstream's compile-time names, mapped onto WC_RISCV_HAVE_<EXT>. */
#ifdef WOLFSSL_RISCV_SCALAR_CRYPTO_ASM
    #define WC_RISCV_HAVE_ZKND
    #define WC_RISCV_HAVE_ZKNE
#endif
#ifdef WOLFSSL_RISCV_CARRYLESS
    #define WC_RISCV_HAVE_ZBC
#endif
#ifdef WOLFSSL_RISCV_BASE_BIT_MANIPULATION
    #define WC_RISCV_HAVE_ZBB
#endif
#ifdef WOLFSSL_RISCV_BIT_MANIPULATION
    #define WC_RISCV_HAVE_ZBKB
#endif
#ifdef WOLFSSL_RISCV_VECTOR
    #define WC_RISCV_HAVE_V
#endif
#ifdef WOLFSSL_RISCV_VECTOR_CRYPTO_ASM
    #define WC_RISCV_HAVE_ZVKNED
#endif
#ifdef WOLFSSL_RISCV_VECTOR_GCM
    #define WC_RISCV_HAVE_ZVKG
#endif
#ifdef WOLFSSL_RISCV_VECTOR_CARRYLESS
    #define WC_RISCV_HAVE_ZVBC
#endif
#ifdef WOLFSSL_RISCV_VECTOR_BASE_BIT_MANIPULATION
    #define WC_RISCV_HAVE_ZVBB
#endif

/* 1 when this build compiles RISC-V extension paths at all. */
#if defined(WOLFSSL_RISCV_ASM) && defined(__riscv) && (__riscv_xlen == 64)
    #define WC_RISCV_EXT_PATHS 1
#else
    #define WC_RISCV_EXT_PATHS 0
#endif

/* The extensions the code may use: the assumed set, plus what the kernel
 * reports, minus what riscv_cpu_mask() took away.  0 when the build has
 * no extension paths (WC_RISCV_EXT_PATHS 0).  The first call asks the
 * kernel; later calls read the cached answer. */
WOLFSSL_LOCAL word64 riscv_cpu_features(void);

/* 1 when every extension in bits may be used. */
#define RISCV_CPU_HAS(bits) ((riscv_cpu_features() & (bits)) == (bits))

/* For tests and benchmarks: keep only the features in keep (~0ULL: all
 * of them again).  It only takes features away, never claims one the CPU
 * lacks, so that the paths of one binary can be run against each other. */
WOLFSSL_LOCAL void riscv_cpu_mask(word64 keep);

#endif /* WOLF_CRYPT_RISCV_CPU_H */
