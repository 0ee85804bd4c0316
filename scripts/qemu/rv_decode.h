/* rv_decode.h -- RV64GC instructions decoded into what a cycle model
 * needs: a class, the registers read and written, the size.
 *
 * Measurement tooling (scripts/qemu/), used by the cycle models of
 * insn_count.c (rv_model.h); rv_insn.h beside it keeps the few classes
 * the counting and tracing plugins test for.  Encodings from the RISC-V
 * unprivileged ISA manual: RV64I, M, A, F, D and the C extension
 * (quadrants 0-2, RV64 meanings of the encodings RV32C uses for C.JAL and
 * C.FLW), and the Zicsr/Zifencei system instructions.  Integer
 * instructions are decoded exactly; floating-point ones are classed
 * coarsely (arithmetic, divide/square root, load, store) but with their
 * registers, so that dependences through f registers still count.
 * Vector and unknown encodings are RV_OTHER with no registers.
 *
 * Registers are numbered x0..x31 = 0..31 and f0..f31 = 32..63; 0 in a
 * source or destination field means "none" (x0 reads as zero and writes
 * are discarded, so x0 never carries a dependence).
 */
#ifndef RV_DECODE_H
#define RV_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "wc_marker.h"

enum rv_class {
    RV_ALU = 0,     /* integer ALU: OP, OP-IMM (+W), LUI, AUIPC, Zba/Zbb */
    RV_LOAD,        /* integer load; width in rv_op.width */
    RV_STORE,       /* integer or FP store */
    RV_MUL,         /* mul mulh mulhsu mulhu mulw */
    RV_DIV,         /* div divu rem remu (64-bit) */
    RV_DIVW,        /* divw divuw remw remuw */
    RV_BRANCH,      /* conditional branch (B-type, C.BEQZ/C.BNEZ) */
    RV_JAL,         /* jal, c.j (and c.jal on RV32) */
    RV_JALR,        /* jalr, c.jr, c.jalr */
    RV_FLOAD,       /* flw fld (+ compressed) */
    RV_FALU,        /* FP arithmetic, moves, conversions, compares */
    RV_FDIV,        /* fdiv fsqrt */
    RV_AMO,         /* lr sc amo* */
    RV_CSR,         /* csrr* */
    RV_SYSTEM,      /* ecall ebreak fence fence.i wfi ... */
    RV_MARK_START,  /* WC_MARKER_START hint */
    RV_MARK_STOP,   /* WC_MARKER_STOP hint */
    RV_OTHER,       /* vector, reserved, illegal */
    RV_NCLASS
};

/* Return-address-stack effect of a jump (the ISA's hints: x1/x5 are
 * link registers). */
enum rv_link { RV_LINK_NONE = 0, RV_LINK_PUSH = 1, RV_LINK_POP = 2,
               RV_LINK_POP_PUSH = 3 };

typedef struct rv_op {
    uint8_t cls;        /* enum rv_class */
    uint8_t rd;         /* 0: writes nothing */
    uint8_t rs1, rs2, rs3;
    uint8_t size;       /* 2 or 4 bytes */
    uint8_t width;      /* loads/stores: log2 of the access size */
    uint8_t link;       /* enum rv_link, for jumps */
    uint8_t mflags;     /* for rv_model.h: rv_model_prepare() fills */
    uint8_t lat_i;      /* these two */
} rv_op;

#define RV_FREG(n) ((uint8_t)(32u + (n)))

static inline uint8_t rv_xreg(uint32_t n)
{
    return (uint8_t)(n & 31u);
}

static inline uint8_t rv_link_effect(uint32_t rd, uint32_t rs1, int is_jalr)
{
    int rd_link = rd == 1u || rd == 5u;
    int rs_link = is_jalr && (rs1 == 1u || rs1 == 5u);

    if (!rd_link) {
        return rs_link ? RV_LINK_POP : RV_LINK_NONE;
    }
    return (rs_link && rs1 != rd) ? RV_LINK_POP_PUSH : RV_LINK_PUSH;
}

/* OP-FP (0x53): funct5 decides which register files rd and rs1 use. */
static inline void rv_decode_opfp(uint32_t w, rv_op *op)
{
    uint32_t rd = (w >> 7) & 31u, rs1 = (w >> 15) & 31u;
    uint32_t rs2 = (w >> 20) & 31u, funct5 = w >> 27;

    op->cls = RV_FALU;
    op->rd = RV_FREG(rd);
    op->rs1 = RV_FREG(rs1);
    op->rs2 = RV_FREG(rs2);
    switch (funct5) {
    case 0x03:                          /* fdiv */
        op->cls = RV_FDIV;
        break;
    case 0x0b:                          /* fsqrt */
        op->cls = RV_FDIV;
        op->rs2 = 0;
        break;
    case 0x08:                          /* fcvt.s.d, fcvt.d.s */
        op->rs2 = 0;
        break;
    case 0x14:                          /* feq flt fle: x <- f, f */
        op->rd = rv_xreg(rd);
        break;
    case 0x18: case 0x1c:               /* fcvt.[l]w.*, fmv.x.*, fclass */
        op->rd = rv_xreg(rd);
        op->rs2 = 0;
        break;
    case 0x1a: case 0x1e:               /* fcvt.*.[l]w, fmv.*.x */
        op->rs1 = rv_xreg(rs1);
        op->rs2 = 0;
        break;
    default:                            /* fadd fsub fmul fsgnj fmin fmax */
        break;
    }
}

/* A 32-bit instruction. */
static inline void rv_decode32(uint32_t w, rv_op *op)
{
    uint32_t opc = w & 0x7fu, rd = (w >> 7) & 31u, f3 = (w >> 12) & 7u;
    uint32_t rs1 = (w >> 15) & 31u, rs2 = (w >> 20) & 31u, f7 = w >> 25;

    op->size = 4;
    switch (opc) {
    case 0x03:                                          /* LOAD */
        op->cls = f3 == 7u ? RV_OTHER : RV_LOAD;
        op->rd = rv_xreg(rd);
        op->rs1 = rv_xreg(rs1);
        op->width = (uint8_t)(f3 & 3u);
        break;
    case 0x07:                                          /* LOAD-FP */
        op->cls = RV_FLOAD;
        op->rd = RV_FREG(rd);
        op->rs1 = rv_xreg(rs1);
        op->width = (uint8_t)(f3 & 3u);
        break;
    case 0x0f:                                          /* fence(.i) */
        op->cls = RV_SYSTEM;
        break;
    case 0x13: case 0x1b:                               /* OP-IMM(-32) */
        op->cls = RV_ALU;
        op->rd = rv_xreg(rd);
        op->rs1 = rv_xreg(rs1);
        if (w == WC_MARKER_START_INSN) {
            op->cls = RV_MARK_START;
        } else if (w == WC_MARKER_STOP_INSN) {
            op->cls = RV_MARK_STOP;
        }
        break;
    case 0x17: case 0x37:                               /* AUIPC, LUI */
        op->cls = RV_ALU;
        op->rd = rv_xreg(rd);
        break;
    case 0x23:                                          /* STORE */
        op->cls = RV_STORE;
        op->rs1 = rv_xreg(rs1);
        op->rs2 = rv_xreg(rs2);
        op->width = (uint8_t)(f3 & 3u);
        break;
    case 0x27:                                          /* STORE-FP */
        op->cls = RV_STORE;
        op->rs1 = rv_xreg(rs1);
        op->rs2 = RV_FREG(rs2);
        op->width = (uint8_t)(f3 & 3u);
        break;
    case 0x2f:                                          /* AMO */
        op->cls = RV_AMO;
        op->rd = rv_xreg(rd);
        op->rs1 = rv_xreg(rs1);
        op->rs2 = (w >> 27) == 2u ? 0 : rv_xreg(rs2);   /* lr: no rs2 */
        op->width = (uint8_t)(f3 & 3u);
        break;
    case 0x33: case 0x3b:                               /* OP(-32) */
        op->rd = rv_xreg(rd);
        op->rs1 = rv_xreg(rs1);
        op->rs2 = rv_xreg(rs2);
        if (f7 == 1u) {
            if (f3 < 4u) {
                op->cls = RV_MUL;   /* OP-32 f3 1..3 are reserved */
            } else {
                op->cls = opc == 0x33u ? RV_DIV : RV_DIVW;
            }
        } else {
            op->cls = RV_ALU;
        }
        break;
    case 0x43: case 0x47: case 0x4b: case 0x4f:         /* FMA family */
        op->cls = RV_FALU;
        op->rd = RV_FREG(rd);
        op->rs1 = RV_FREG(rs1);
        op->rs2 = RV_FREG(rs2);
        op->rs3 = RV_FREG(w >> 27);
        break;
    case 0x53:
        rv_decode_opfp(w, op);
        break;
    case 0x63:                                          /* BRANCH */
        op->cls = RV_BRANCH;
        op->rs1 = rv_xreg(rs1);
        op->rs2 = rv_xreg(rs2);
        break;
    case 0x67:                                          /* JALR */
        op->cls = f3 == 0u ? RV_JALR : RV_OTHER;
        op->rd = rv_xreg(rd);
        op->rs1 = rv_xreg(rs1);
        op->link = rv_link_effect(rd, rs1, 1);
        break;
    case 0x6f:                                          /* JAL */
        op->cls = RV_JAL;
        op->rd = rv_xreg(rd);
        op->link = rv_link_effect(rd, 0, 0);
        break;
    case 0x73:                                          /* SYSTEM */
        if (f3 == 0u || f3 == 4u) {
            op->cls = RV_SYSTEM;    /* ecall ebreak wfi mret ..., hlv */
        } else {
            op->cls = RV_CSR;
            op->rd = rv_xreg(rd);
            op->rs1 = f3 < 4u ? rv_xreg(rs1) : 0;   /* csrr?i: uimm */
        }
        break;
    default:
        op->cls = RV_OTHER;         /* OP-V, reserved, custom */
        break;
    }
}

/* Compressed register field rd'/rs1'/rs2' (3 bits) -> x8..x15. */
static inline uint8_t rv_creg(uint32_t w, unsigned lo)
{
    return (uint8_t)(8u + ((w >> lo) & 7u));
}

/* Quadrant 0: stack-pointer add and the rd'/rs1' loads and stores. */
static inline void rv_decode_q0(uint32_t w, rv_op *op)
{
    uint32_t f3 = (w >> 13) & 7u;

    switch (f3) {
    case 0:                         /* c.addi4spn rd', sp, imm */
        op->cls = (w & 0x1fe0u) != 0u ? RV_ALU : RV_OTHER;
        op->rd = rv_creg(w, 2);
        op->rs1 = 2;
        break;
    case 1: case 3:                 /* c.fld (f3 1), c.ld (f3 3) */
    case 2:                         /* c.lw */
        op->cls = f3 == 1u ? RV_FLOAD : RV_LOAD;
        op->rd = f3 == 1u ? RV_FREG(8u + ((w >> 2) & 7u)) : rv_creg(w, 2);
        op->rs1 = rv_creg(w, 7);
        op->width = f3 == 2u ? 2 : 3;
        break;
    case 5: case 6: case 7:         /* c.fsd, c.sw, c.sd */
        op->cls = RV_STORE;
        op->rs1 = rv_creg(w, 7);
        op->rs2 = f3 == 5u ? RV_FREG(8u + ((w >> 2) & 7u)) : rv_creg(w, 2);
        op->width = f3 == 6u ? 2 : 3;
        break;
    default:                        /* reserved */
        op->cls = RV_OTHER;
        break;
    }
}

/* Quadrant 1: immediates, the rd' ALU group, jumps and branches. */
static inline void rv_decode_q1(uint32_t w, rv_op *op)
{
    uint32_t f3 = (w >> 13) & 7u, r = (w >> 7) & 31u;

    op->cls = RV_ALU;
    switch (f3) {
    case 0: case 1:                 /* c.addi (c.nop), c.addiw */
        op->rd = rv_xreg(r);
        op->rs1 = rv_xreg(r);
        break;
    case 2:                         /* c.li */
        op->rd = rv_xreg(r);
        break;
    case 3:                         /* c.addi16sp (rd 2), c.lui */
        op->rd = rv_xreg(r);
        op->rs1 = r == 2u ? 2 : 0;
        break;
    case 4:                         /* c.srli c.srai c.andi, c.sub ... */
        op->rd = rv_creg(w, 7);
        op->rs1 = rv_creg(w, 7);
        if (((w >> 10) & 3u) == 3u) {
            op->rs2 = rv_creg(w, 2);
        }
        break;
    case 5:                         /* c.j */
        op->cls = RV_JAL;
        break;
    default:                        /* c.beqz, c.bnez */
        op->cls = RV_BRANCH;
        op->rs1 = rv_creg(w, 7);
        break;
    }
}

/* Quadrant 2: slli, sp-relative loads and stores, jr/jalr/mv/add. */
static inline void rv_decode_q2(uint32_t w, rv_op *op)
{
    uint32_t f3 = (w >> 13) & 7u, r = (w >> 7) & 31u;
    uint32_t r2 = (w >> 2) & 31u;

    switch (f3) {
    case 0:                         /* c.slli */
        op->cls = RV_ALU;
        op->rd = rv_xreg(r);
        op->rs1 = rv_xreg(r);
        break;
    case 1: case 2: case 3:         /* c.fldsp, c.lwsp, c.ldsp */
        op->cls = f3 == 1u ? RV_FLOAD : RV_LOAD;
        op->rd = f3 == 1u ? RV_FREG(r) : rv_xreg(r);
        op->rs1 = 2;
        op->width = f3 == 2u ? 2 : 3;
        break;
    case 4:
        if (((w >> 12) & 1u) == 0u) {
            if (r2 == 0u) {         /* c.jr */
                op->cls = r != 0u ? RV_JALR : RV_OTHER;
                op->rs1 = rv_xreg(r);
                op->link = rv_link_effect(0, r, 1);
            } else {                /* c.mv */
                op->cls = RV_ALU;
                op->rd = rv_xreg(r);
                op->rs2 = rv_xreg(r2);
            }
        } else if (r2 == 0u) {
            if (r == 0u) {          /* c.ebreak */
                op->cls = RV_SYSTEM;
            } else {                /* c.jalr */
                op->cls = RV_JALR;
                op->rd = 1;
                op->rs1 = rv_xreg(r);
                op->link = rv_link_effect(1, r, 1);
            }
        } else {                    /* c.add */
            op->cls = RV_ALU;
            op->rd = rv_xreg(r);
            op->rs1 = rv_xreg(r);
            op->rs2 = rv_xreg(r2);
        }
        break;
    default:                        /* c.fsdsp, c.swsp, c.sdsp */
        op->cls = RV_STORE;
        op->rs1 = 2;
        op->rs2 = f3 == 5u ? RV_FREG(r2) : rv_xreg(r2);
        op->width = f3 == 6u ? 2 : 3;
        break;
    }
}

/* Decodes the instruction whose bytes are p[0..size).  size is 2 or 4 as
 * qemu reports it; any other size gives RV_OTHER. */
static inline void rv_decode(const uint8_t *p, size_t size, rv_op *op)
{
    uint32_t w;

    op->cls = RV_OTHER;
    op->rd = op->rs1 = op->rs2 = op->rs3 = 0;
    op->width = 0;
    op->link = RV_LINK_NONE;
    op->mflags = op->lat_i = 0;
    op->size = (uint8_t)size;
    if (size == 4) {
        w = (uint32_t)p[0] | ((uint32_t)p[1] << 8) |
            ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
        rv_decode32(w, op);
    } else if (size == 2) {
        w = (uint32_t)p[0] | ((uint32_t)p[1] << 8);
        switch (w & 3u) {
        case 0: rv_decode_q0(w, op); break;
        case 1: rv_decode_q1(w, op); break;
        case 2: rv_decode_q2(w, op); break;
        default: break;             /* not a 16-bit encoding */
        }
        op->size = 2;
    }
}

#endif /* RV_DECODE_H */
