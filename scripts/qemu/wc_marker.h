/* wc_marker.h -- region markers for the qemu measurement plugins.
 *
 * Guest programs (benchmark, constant-time tests) bracket a measured region
 * with WC_MARKER_START() and WC_MARKER_STOP().  On RISC-V each expands to
 * one 32-bit HINT instruction, `addi x0, x0, imm`: it writes x0, so it is
 * an architectural no-op that changes no register and no memory, yet its
 * bytes are distinctive and the plugins (scripts/qemu/insn_count.c,
 * ct_trace.c) recognise them while translating guest code:
 *
 *   WC_MARKER_START()  addi x0, x0, 0x7a1   encoding 0x7a100013
 *   WC_MARKER_STOP()   addi x0, x0, 0x7a2   encoding 0x7a200013
 *
 * The immediates do not fit the 6-bit field of c.nop, so no assembler can
 * compress them into 16-bit forms; compilers never emit `addi x0` with a
 * non-zero immediate themselves.  The asm is volatile with a "memory"
 * clobber, so the compiler neither drops it nor moves memory accesses
 * across it.  On other targets both macros expand to nothing (a void
 * expression), so measured code builds unchanged on the host.
 *
 * Regions do not nest: a START begins a region, the next STOP ends it.
 */
#ifndef WC_MARKER_H
#define WC_MARKER_H

/* Immediates and encodings, also used by the plugins (host side). */
#define WC_MARKER_START_IMM  0x7a1
#define WC_MARKER_STOP_IMM   0x7a2
#define WC_MARKER_START_INSN 0x7a100013u
#define WC_MARKER_STOP_INSN  0x7a200013u

#if defined(__riscv)
    #define WC_MARKER_START() \
        __asm__ __volatile__("addi x0, x0, 0x7a1" ::: "memory")
    #define WC_MARKER_STOP() \
        __asm__ __volatile__("addi x0, x0, 0x7a2" ::: "memory")
#else
    #define WC_MARKER_START() ((void)0)
    #define WC_MARKER_STOP()  ((void)0)
#endif

#endif /* WC_MARKER_H */
