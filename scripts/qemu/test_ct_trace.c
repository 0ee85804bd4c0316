/* test_ct_trace.c -- riscv64 guest program for testing the qemu plugin
 * ct_trace (driven by tests/build/qemu_plugin_test.py).
 *
 * Test tooling, outside the library layers.  Usage:
 *
 *     test_ct_trace <function> <secret: 16 hex digits>
 *
 * runs one function on the secret between WC_MARKER_START() and
 * WC_MARKER_STOP() and prints its result on stdout.  The functions:
 *   branchy     square-and-multiply with a branch on each secret bit:
 *               control flow depends on the secret;
 *   table       indexes a table with secret nibbles: no secret branch, but
 *               the load addresses depend on the secret;
 *   branchfree  the same exponentiation as branchy with a masked select:
 *               trace independent of the secret;
 *   heap        branch-free work on a small (brk) and a large (mmap) heap
 *               buffer and on the stack: trace independent of the secret,
 *               so equal traces also show that qemu lays out the guest's
 *               heap and stack the same way in every run;
 *   divide      DIV_CALLS divisions of the secret, each in div_leaf called
 *               from div_mid, which main calls once directly and once
 *               through a function pointer (the plugin's WC_DIVAT lines
 *               must name those callers).
 * The secret is passed as an argument of fixed length, so that the initial
 * stack layout (which depends on the sizes of argv and the environment)
 * is the same for every secret.
 *
 * Build: riscv64-linux-gnu-gcc -O2 -static -Iscripts/qemu \
 *            scripts/qemu/test_ct_trace.c -o test_ct_trace
 */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "wc_marker.h"

#define SMALL_BYTES 256
#define LARGE_BYTES (1024 * 1024)   /* above glibc's mmap threshold */

/* Hide a value from the optimiser so that mask arithmetic is not turned
 * back into a branch. */
static uint64_t opaque(uint64_t v)
{
#if defined(__GNUC__)
    __asm__ __volatile__("" : "+r"(v));
#endif
    return v;
}

/* Counts the multiplications pow_branchy does; being volatile, it keeps
 * the compiler from turning the secret branch into a select. */
static volatile unsigned branchy_muls;

/* base^secret mod 2^64, left to right, branching on each secret bit. */
static uint64_t pow_branchy(uint64_t base, uint64_t secret)
{
    uint64_t r = 1;
    int i;

    for (i = 63; i >= 0; i--) {
        r *= r;
        if ((secret >> i) & 1) {
            r *= base;
            branchy_muls++;
        }
    }
    return r;
}

/* base^secret mod 2^64 with the same operations for every bit: the
 * product is always computed and selected with a mask. */
static uint64_t pow_branchfree(uint64_t base, uint64_t secret)
{
    uint64_t r = 1;
    int i;

    for (i = 63; i >= 0; i--) {
        uint64_t t, mask;
        r *= r;
        t = r * base;
        mask = opaque(0 - ((secret >> i) & 1));
        r = (t & mask) | (r & ~mask);
    }
    return r;
}

/* Sum of table entries picked by the secret's nibbles (secret-dependent
 * addresses). */
static uint64_t table_sum(uint64_t secret)
{
    static const uint64_t table[16] = {
        3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3
    };
    uint64_t acc = 0;
    int i;

    for (i = 0; i < 16; i++) {
        acc += table[(secret >> (4 * i)) & 15];
    }
    return acc;
}

/* Branch-free mixing of the secret into two heap buffers and a stack
 * buffer, at fixed offsets. */
static uint64_t heap_mix(uint64_t *small, uint64_t *large, uint64_t secret)
{
    uint64_t local[8];
    uint64_t acc = 0;
    size_t i;

    for (i = 0; i < 8; i++) {
        local[i] = secret ^ i;
        small[i] = local[i] * 3u;
        large[i * 1024] = small[i] + secret;
        acc += large[i * 1024] ^ local[i];
    }
    return opaque(acc);
}

#define DIV_CALLS 3

/* One division (and one remainder) of the secret by a value the compiler
 * cannot see. */
static __attribute__((noinline)) uint64_t div_leaf(uint64_t a, uint64_t b)
{
    return (a / opaque(b)) ^ (a % opaque(b + 2));
}

/* DIV_CALLS calls of div_leaf: a second stack frame. */
static __attribute__((noinline)) uint64_t div_mid(uint64_t secret)
{
    uint64_t acc = 0;
    int i;

    for (i = 0; i < DIV_CALLS; i++) {
        acc += div_leaf(secret + (uint64_t)i, 7u + (uint64_t)i);
    }
    return acc;
}

static uint64_t (*volatile div_mid_ptr)(uint64_t) = div_mid;

static int parse_secret(const char *s, uint64_t *out)
{
    uint64_t v = 0;
    size_t i;

    if (strlen(s) != 16) {
        return -1;
    }
    for (i = 0; i < 16; i++) {
        char c = s[i];
        unsigned d;
        if (c >= '0' && c <= '9') {
            d = (unsigned)(c - '0');
        } else if (c >= 'a' && c <= 'f') {
            d = (unsigned)(c - 'a' + 10);
        } else {
            return -1;
        }
        v = (v << 4) | d;
    }
    *out = v;
    return 0;
}

int main(int argc, char **argv)
{
    uint64_t secret, r;
    uint64_t *small, *large;
    const uint64_t base = 0x9e3779b97f4a7c15u;

    if (argc != 3 || parse_secret(argv[2], &secret) != 0) {
        fprintf(stderr, "usage: %s branchy|branchfree|table|heap|divide "
                "<16 hex digits>\n", argv[0]);
        return 2;
    }
    small = malloc(SMALL_BYTES);
    large = malloc(LARGE_BYTES);
    if (small == NULL || large == NULL) {
        return 1;
    }
    memset(small, 0, SMALL_BYTES);
    memset(large, 0, LARGE_BYTES);
    if (strcmp(argv[1], "branchy") == 0) {
        WC_MARKER_START();
        r = pow_branchy(base, secret);
        WC_MARKER_STOP();
    } else if (strcmp(argv[1], "branchfree") == 0) {
        WC_MARKER_START();
        r = pow_branchfree(base, secret);
        WC_MARKER_STOP();
    } else if (strcmp(argv[1], "table") == 0) {
        WC_MARKER_START();
        r = table_sum(secret);
        WC_MARKER_STOP();
    } else if (strcmp(argv[1], "heap") == 0) {
        WC_MARKER_START();
        r = heap_mix(small, large, secret);
        WC_MARKER_STOP();
    } else if (strcmp(argv[1], "divide") == 0) {
        WC_MARKER_START();
        r = div_mid(secret);
        r += div_mid_ptr(secret);
        WC_MARKER_STOP();
    } else {
        fprintf(stderr, "unknown function '%s'\n", argv[1]);
        return 2;
    }
    printf("%016llx\n", (unsigned long long)r);
    free(large);
    free(small);
    return 0;
}
