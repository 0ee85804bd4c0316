/* riscv_zbb.h
 *
 * The few Zbb / Zbkb instructions the symmetric code uses, as inline-asm
 * helpers for the extension paths (sha3_keccak.c, chacha.c).  Internal,
 * not installed; include it only where WC_RISCV_EXT_PATHS is 1, and call
 * the helpers only after RISCV_CPU_HAS(WC_RV_ZBB) or (WC_RV_ZBKB) (both
 * extensions have these instructions with the same encodings).
 *
 * The instructions are written as `.insn` encodings, not mnemonics, so
 * that the base -march (rv64gc) assembles them with GNU as 2.40 and
 * clang 14 alike (RISC-V Bit-Manipulation ISA-extensions 1.0.0, chapter
 * 2.3; checked against the disassembly of GNU objdump):
 *   rori  rd, rs1, sh   imm 011000 shamt[5:0], funct3 101, OP-IMM (0x13)
 *   roriw rd, rs1, sh   imm 0110000 shamt[4:0], funct3 101, OP-IMM-32 (0x1b)
 *   andn  rd, rs1, rs2  funct7 0100000, funct3 111, OP (0x33): rs1 & ~rs2
 * Each asm statement is one instruction and no memory access, so the
 * compiler schedules and allocates around them freely.  None clobbers
 * anything beyond its output register.
 */
#ifndef WOLF_CRYPT_RISCV_ZBB_H
#define WOLF_CRYPT_RISCV_ZBB_H

#include <wolfssl/wolfcrypt/types.h>

/* x rotated right by the constant n (1..63). */
#define RISCV_RORI(x, n) __extension__ ({                               \
    word64 r_;                                                          \
    __asm__(".insn i 0x13, 5, %0, %1, %2"                               \
            : "=r"(r_) : "r"((word64)(x)), "i"(0x600 | (n)));           \
    r_; })

/* The low 32 bits of x rotated right by the constant n (1..31), sign-
 * extended to 64 bits (roriw reads only bits 0..31 of x).  Callers keep
 * 32-bit words in 64-bit variables whose upper half they ignore (adds and
 * XORs do not carry anything down into the low half), so no zero- or
 * sign-extension instructions are needed around it. */
#define RISCV_RORIW(x, n) __extension__ ({                              \
    word64 r_;                                                          \
    __asm__(".insn i 0x1b, 5, %0, %1, %2"                               \
            : "=r"(r_) : "r"((word64)(x)), "i"(0x600 | (n)));           \
    r_; })

/* x & ~y. */
#define RISCV_ANDN(x, y) __extension__ ({                               \
    word64 r_;                                                          \
    __asm__(".insn r 0x33, 7, 0x20, %0, %1, %2"                         \
            : "=r"(r_) : "r"((word64)(x)), "r"((word64)(y)));           \
    r_; })

#endif /* WOLF_CRYPT_RISCV_ZBB_H */
