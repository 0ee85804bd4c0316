/* rv_insn.h -- the few RISC-V instruction classes the qemu plugins need,
 * decoded from an instruction's bytes.
 *
 * Measurement tooling (scripts/qemu/), shared by insn_count.c and
 * ct_trace.c.  Encodings from the RISC-V unprivileged ISA manual
 * (RV64IM base and M extension, chapter "RVC" for the 16-bit forms, and
 * the return-address-stack hints of JAL/JALR in the JALR section).
 */
#ifndef RV_INSN_H
#define RV_INSN_H

#include <stddef.h>
#include <stdint.h>

/* The instruction as a little-endian word: 32 bits for a 4-byte
 * instruction, the low 16 for a compressed one, 0 for other sizes. */
static inline uint32_t rv_insn_word(const uint8_t *p, size_t size)
{
    if (size == 4) {
        return (uint32_t)p[0] | ((uint32_t)p[1] << 8) |
               ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
    }
    if (size == 2) {
        return (uint32_t)p[0] | ((uint32_t)p[1] << 8);
    }
    return 0;
}

/* M-extension multiply: OP (0x33), funct7 1, funct3 0..3 (mul, mulh,
 * mulhsu, mulhu), or OP-32 (0x3b), funct7 1, funct3 0 (mulw).  No
 * compressed form exists. */
static inline int rv_is_mul(uint32_t w, size_t size)
{
    uint32_t opcode = w & 0x7fu, funct3 = (w >> 12) & 7u;

    if (size != 4 || (w >> 25) != 1u) {
        return 0;
    }
    return (opcode == 0x33u && funct3 <= 3u) ||
           (opcode == 0x3bu && funct3 == 0u);
}

/* M-extension division or remainder: OP or OP-32, funct7 1, funct3 4..7
 * (div, divu, rem, remu and their W forms).  No compressed form. */
static inline int rv_is_div(uint32_t w, size_t size)
{
    uint32_t opcode = w & 0x7fu, funct3 = (w >> 12) & 7u;

    if (size != 4 || (w >> 25) != 1u) {
        return 0;
    }
    return (opcode == 0x33u || opcode == 0x3bu) && funct3 >= 4u;
}

/* Effect of a jump on a return-address stack, per the ISA's hints: a
 * jump that writes a link register (x1 or x5) is a call (push), one that
 * jumps through a link register without writing one is a return (pop),
 * and a JALR that reads one link register and writes the other is both
 * (pop, then push). */
enum rv_ras { RV_RAS_NONE = 0, RV_RAS_PUSH = 1, RV_RAS_POP = 2,
              RV_RAS_POP_PUSH = 3 };

static inline int rv_is_link(uint32_t r)
{
    return r == 1u || r == 5u;
}

static inline enum rv_ras rv_ras_effect(uint32_t w, size_t size)
{
    uint32_t rd, rs1;

    if (size == 2) {
        /* Quadrant 2, funct3 100, rs2 = 0, rs1 != 0: C.JR (bit 12 clear,
         * jalr x0, 0(rs1)) or C.JALR (bit 12 set, jalr x1, 0(rs1)). */
        if ((w & 3u) != 2u || ((w >> 13) & 7u) != 4u ||
            ((w >> 2) & 31u) != 0u || ((w >> 7) & 31u) == 0u) {
            return RV_RAS_NONE;
        }
        rs1 = (w >> 7) & 31u;
        if (((w >> 12) & 1u) == 0u) {
            return rv_is_link(rs1) ? RV_RAS_POP : RV_RAS_NONE;
        }
        return rs1 == 5u ? RV_RAS_POP_PUSH : RV_RAS_PUSH;
    }
    if (size != 4) {
        return RV_RAS_NONE;
    }
    rd = (w >> 7) & 31u;
    rs1 = (w >> 15) & 31u;
    if ((w & 0x7fu) == 0x6fu) {                          /* JAL */
        return rv_is_link(rd) ? RV_RAS_PUSH : RV_RAS_NONE;
    }
    if ((w & 0x707fu) != 0x67u) {                        /* JALR */
        return RV_RAS_NONE;
    }
    if (!rv_is_link(rd)) {
        return rv_is_link(rs1) ? RV_RAS_POP : RV_RAS_NONE;
    }
    return (rv_is_link(rs1) && rs1 != rd) ? RV_RAS_POP_PUSH : RV_RAS_PUSH;
}

#endif /* RV_INSN_H */
