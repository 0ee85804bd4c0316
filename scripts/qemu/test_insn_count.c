/* test_insn_count.c -- riscv64 guest program for testing the qemu plugins
 * insn_count and ct_trace (driven by tests/build/qemu_plugin_test.py).
 *
 * Test tooling, outside the library layers.  Each region is an inline-asm
 * block without operands between WC_MARKER_START() and WC_MARKER_STOP(),
 * so the compiler adds no instruction of its own inside the region at any
 * optimisation level, and the instructions the region executes can be
 * counted by hand from the asm text.  Before each region the program
 * writes to stderr
 *
 *     REGION <name> <instructions> <mul_instructions> <loads> <stores>
 *
 * with those hand-counted numbers (-1 where not known), and the plugin
 * writes its WC_COUNT / WC_TRACE line when the region ends, so the driver
 * can pair them up in order.  The last region ("call") runs compiled C
 * code whose instruction count is not known in advance; the driver checks
 * that both plugins agree on it and that it repeats from run to run.
 *
 * Build (static, any optimisation level):
 *   riscv64-linux-gnu-gcc -O2 -static -Iscripts/qemu \
 *       scripts/qemu/test_insn_count.c -o test_insn_count
 */
#include <stdio.h>
#include <stdint.h>

#include "wc_marker.h"

#if !defined(__riscv) || __riscv_xlen != 64
    #error "test_insn_count.c is a riscv64 guest program"
#endif

/* Scratch memory the "mem" region loads from and stores to (referenced
 * from the asm by name, hence not static). */
uint64_t wc_test_scratch[4];

/* Number of loop iterations of the "loop" region (an immediate in the
 * asm text, hence a string). */
#define LOOP_ITERS 1000
#define STR2(x) #x
#define STR(x) STR2(x)

static void announce(const char *name, long insns, long muls, long loads,
                     long stores)
{
    fprintf(stderr, "REGION %s %ld %ld %ld %ld\n", name, insns, muls, loads,
            stores);
}

/* An empty region: nothing between the markers. */
static void region_empty(void)
{
    announce("empty", 0, 0, 0, 0);
    WC_MARKER_START();
    WC_MARKER_STOP();
}

/* Straight-line code: the five RV64 multiplies, the eight divisions and
 * remainders (not multiplies), four other 32-bit instructions and, when
 * the C extension is on, four compressed ones. */
static void region_mix(void)
{
#if defined(__riscv_compressed)
    announce("mix", 21, 5, 0, 0);
#else
    announce("mix", 17, 5, 0, 0);
#endif
    WC_MARKER_START();
    __asm__ __volatile__(
        "mul    t0, t1, t2\n\t"
        "mulh   t0, t1, t2\n\t"
        "mulhsu t0, t1, t2\n\t"
        "mulhu  t0, t1, t2\n\t"
        "mulw   t0, t1, t2\n\t"
        "div    t0, t1, t2\n\t"
        "divu   t0, t1, t2\n\t"
        "rem    t0, t1, t2\n\t"
        "remu   t0, t1, t2\n\t"
        "divw   t0, t1, t2\n\t"
        "divuw  t0, t1, t2\n\t"
        "remw   t0, t1, t2\n\t"
        "remuw  t0, t1, t2\n\t"
        "add    t0, t1, t2\n\t"
        "sltu   t0, t1, t2\n\t"
        "addw   t0, t1, t2\n\t"
        "xori   t0, t1, 5\n\t"
#if defined(__riscv_compressed)
        "c.li   t0, 3\n\t"
        "c.addi t0, 1\n\t"
        "c.mv   t1, t0\n\t"
        "c.add  t1, t0\n\t"
#endif
        ::: "t0", "t1", "t2");
    WC_MARKER_STOP();
}

/* A loop: one `li`, then LOOP_ITERS times mul, mulw, addi, bnez. */
static void region_loop(void)
{
    announce("loop", 1 + 4L * LOOP_ITERS, 2L * LOOP_ITERS, 0, 0);
    WC_MARKER_START();
    __asm__ __volatile__(
        "li     t0, " STR(LOOP_ITERS) "\n\t"
        "1:\n\t"
        "mul    t1, t0, t0\n\t"
        "mulw   t2, t0, t1\n\t"
        "addi   t0, t0, -1\n\t"
        "bnez   t0, 1b\n\t"
        ::: "t0", "t1", "t2");
    WC_MARKER_STOP();
}

/* Multiplies right before START and right after STOP, in the same
 * translation block as the markers, must not be counted: inside are one
 * mul and one add. */
static void region_edges(void)
{
    announce("edges", 2, 1, 0, 0);
    __asm__ __volatile__(
        "mul    t0, t1, t2\n\t"
        "mulhu  t0, t1, t2\n\t"
        "mulw   t0, t1, t2\n\t"
        ::: "t0");
    WC_MARKER_START();
    __asm__ __volatile__(
        "mul    t0, t1, t2\n\t"
        "add    t0, t1, t2\n\t"
        ::: "t0");
    WC_MARKER_STOP();
    __asm__ __volatile__(
        "mul    t0, t1, t2\n\t"
        "mulh   t0, t1, t2\n\t"
        ::: "t0");
}

/* Loads and stores of 8, 4 and 1 bytes at known offsets of
 * wc_test_scratch: 2 instructions for lla (auipc, addi; linker relaxation
 * is off, else it may become one gp-relative addi), 3 loads, 3 stores. */
static void region_mem(void)
{
    announce("mem", 8, 0, 3, 3);
    WC_MARKER_START();
    __asm__ __volatile__(
        ".option push\n\t"
        ".option norelax\n\t"
        "lla    t0, wc_test_scratch\n\t"
        ".option pop\n\t"
        "ld     t1, 0(t0)\n\t"
        "sd     t1, 8(t0)\n\t"
        "lw     t1, 16(t0)\n\t"
        "sw     t1, 20(t0)\n\t"
        "lbu    t1, 24(t0)\n\t"
        "sb     t1, 25(t0)\n\t"
        ::: "t0", "t1", "memory");
    WC_MARKER_STOP();
}

/* Compiled C with calls and branches: count not known in advance. */
static uint64_t collatz_steps(uint64_t x)
{
    uint64_t steps = 0;

    while (x != 1) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        steps++;
    }
    return steps;
}

static void region_call(void)
{
    volatile uint64_t seed = 27;
    uint64_t r;

    announce("call", -1, -1, -1, -1);
    WC_MARKER_START();
    r = collatz_steps(seed);
    WC_MARKER_STOP();
    printf("collatz(27) = %llu\n", (unsigned long long)r);
}

int main(void)
{
    region_empty();
    region_mix();
    region_loop();
    region_edges();
    region_mem();
    region_call();
    return 0;
}
