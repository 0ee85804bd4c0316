/* riscv_cpu.c
 *
 * The RISC-V extensions the code may use (riscv_cpu.h): the compile-time
 * assumed set, the Linux riscv_hwprobe answer, and the test mask.
 * Support layer.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>

#if WC_RISCV_EXT_PATHS

#if defined(__linux__)
    #include <unistd.h>
    #include <sys/syscall.h>
#endif

/* The set assumed present at compile time. */
static const word64 riscv_cpu_assumed = 0
#ifdef WC_RISCV_HAVE_V
    | WC_RV_V
#endif
#ifdef WC_RISCV_HAVE_ZBB
    | WC_RV_ZBB
#endif
#ifdef WC_RISCV_HAVE_ZBC
    | WC_RV_ZBC
#endif
#ifdef WC_RISCV_HAVE_ZBKB
    | WC_RV_ZBKB
#endif
#ifdef WC_RISCV_HAVE_ZBKC
    | WC_RV_ZBKC
#endif
#ifdef WC_RISCV_HAVE_ZKND
    | WC_RV_ZKND
#endif
#ifdef WC_RISCV_HAVE_ZKNE
    | WC_RV_ZKNE
#endif
#ifdef WC_RISCV_HAVE_ZKNH
    | WC_RV_ZKNH
#endif
#ifdef WC_RISCV_HAVE_ZKSED
    | WC_RV_ZKSED
#endif
#ifdef WC_RISCV_HAVE_ZKSH
    | WC_RV_ZKSH
#endif
#ifdef WC_RISCV_HAVE_ZVBB
    | WC_RV_ZVBB
#endif
#ifdef WC_RISCV_HAVE_ZVBC
    | WC_RV_ZVBC
#endif
#ifdef WC_RISCV_HAVE_ZVKB
    | WC_RV_ZVKB
#endif
#ifdef WC_RISCV_HAVE_ZVKG
    | WC_RV_ZVKG
#endif
#ifdef WC_RISCV_HAVE_ZVKNED
    | WC_RV_ZVKNED
#endif
#ifdef WC_RISCV_HAVE_ZVKNHA
    | WC_RV_ZVKNHA
#endif
#ifdef WC_RISCV_HAVE_ZVKNHB
    | WC_RV_ZVKNHB
#endif
#ifdef WC_RISCV_HAVE_ZVKSED
    | WC_RV_ZVKSED
#endif
#ifdef WC_RISCV_HAVE_ZVKSH
    | WC_RV_ZVKSH
#endif
    ;

/* The kernel's answer to RISCV_HWPROBE_KEY_IMA_EXT_0 (key 4), or 0 where
 * there is no such call (not Linux, a kernel before 6.4, qemu-user 7.2).
 * 258 is __NR_riscv_hwprobe, spelled out for older libc headers. */
static word64 riscv_cpu_probe(void)
{
#if defined(__linux__)
    struct { long long key; unsigned long long value; } pair;

    pair.key = 4;
    pair.value = 0;
    if ((syscall(258, &pair, 1, 0, NULL, 0) != 0) || (pair.key != 4))
        return 0;
    return (word64)pair.value;
#else
    return 0;
#endif
}

/* Cache: bit 63 marks "probed".  The probe is idempotent, so two threads
 * racing on the first call store the same value. */
#define RISCV_CPU_PROBED (1ULL << 63)
static volatile word64 riscv_cpu_cache;
static volatile word64 riscv_cpu_keep = ~0ULL;

word64 riscv_cpu_features(void)
{
    word64 f = riscv_cpu_cache;

    if ((f & RISCV_CPU_PROBED) == 0) {
        f = riscv_cpu_assumed | riscv_cpu_probe() | RISCV_CPU_PROBED;
        riscv_cpu_cache = f;
    }
    return f & ~RISCV_CPU_PROBED & riscv_cpu_keep;
}

void riscv_cpu_mask(word64 keep)
{
    riscv_cpu_keep = keep;
}

#else /* !WC_RISCV_EXT_PATHS */

word64 riscv_cpu_features(void)
{
    return 0;
}

void riscv_cpu_mask(word64 keep)
{
    (void)keep;
}

#endif /* WC_RISCV_EXT_PATHS */
