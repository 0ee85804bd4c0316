/* riscv_vinsn.h
 *
 * The RISC-V vector instructions of the vector-crypto kernels
 * (riscv_vcrypto.c) as assembler text that needs no vector support in the
 * assembler: `.word` encodings built from the register numbers, and
 * `.insn i` / `.insn r` where an operand is a general register the
 * compiler chose.  GNU as 2.40 and Clang 14 know no vector-crypto
 * mnemonic (Zvkned, Zvkg, Zvbb, Zvksed), GCC 12 knows no vector register
 * at all and Clang 14 cannot switch the vector extension on inside an asm
 * statement (no `.option arch`), so every vector instruction, the V 1.0
 * base ones included (vsetvli, vle32.v, vxor.vv, ...), is spelled here.
 * The file that uses them is compiled for the build's ordinary -march
 * (no V), so the compiler can never put vector code of its own into it.
 *
 * Each macro expands to one string literal ending in "\n\t".  Vector
 * register arguments are plain numbers (0..31); RVV_X(n) names the
 * general register with the same number where `.insn` wants a register
 * operand in a vector field.  GPR arguments are asm operand strings such
 * as "%[len]".  scripts/vcrypto/check_vinsn.py checks every encoding
 * against the field layout of the ratified specifications (RISC-V "V"
 * 1.0 and the vector cryptography extensions 1.0); tests/kat/
 * vcrypto_vectors.c checks the instructions' results under qemu 10.
 * Support layer (header only); includes nothing.
 */
#ifndef WOLF_CRYPT_RISCV_VINSN_H
#define WOLF_CRYPT_RISCV_VINSN_H

#define RVV_S_(x) #x
#define RVV_S(x) RVV_S_(x)
#define RVV_X(n) "x" RVV_S(n)

/* funct6 | vm | vs2 | vs1 | funct3 | vd | opcode, vs1 a register or a
 * 5-bit sub-opcode / immediate. */
#define RVV_ENC(f6, vm, vs2, vs1, f3, vd, op)                              \
    ".word ((" RVV_S(f6) ")<<26)|((" RVV_S(vm) ")<<25)|((" RVV_S(vs2)    \
    ")<<20)|((" RVV_S(vs1) ")<<15)|((" RVV_S(f3) ")<<12)|((" RVV_S(vd)   \
    ")<<7)|(" RVV_S(op) ")\n\t"

#define RVV_OP_V   0x57    /* OP-V */
#define RVV_OP_VE  0x77    /* OP-VE: the vector crypto instructions */
#define RVV_IVV    0       /* funct3 OPIVV */
#define RVV_MVV    2       /* OPMVV */
#define RVV_IVI    3       /* OPIVI */
#define RVV_IVX    4       /* OPIVX */

/* vtype immediates (vsetvli zimm[7:0]: vma vta vsew[2:0] vlmul[2:0]). */
#define RVV_E32M1_TA_MA 0xd0
#define RVV_E32M4_TA_MA 0xd2
#define RVV_E32M4_TA_MU 0x52
#define RVV_E32M4_TU_MU 0x12
#define RVV_E64M4_TA_MU 0x5a

/* ---- V 1.0 base ---------------------------------------------------- */
/* vsetvli rd, rs1, vtypei */
#define RVV_VSETVLI(rd, rs1, vt) \
    ".insn i 0x57, 7, " rd ", " rs1 ", " RVV_S(vt) "\n\t"
/* vle32.v / vse32.v vd, (rs1) and the 64-bit forms: unit stride, vm=1 */
#define RVV_VLE32(vd, rs1)  ".insn i 0x07, 6, " RVV_X(vd) ", " rs1 ", 0x20\n\t"
#define RVV_VSE32(vs3, rs1) \
    ".insn i 0x27, 6, " RVV_X(vs3) ", " rs1 ", 0x20\n\t"
#define RVV_VLE64(vd, rs1)  ".insn i 0x07, 7, " RVV_X(vd) ", " rs1 ", 0x20\n\t"
#define RVV_VSE64(vs3, rs1) \
    ".insn i 0x27, 7, " RVV_X(vs3) ", " rs1 ", 0x20\n\t"
/* .vv arithmetic: vd = vs2 op vs1 */
#define RVV_VXOR_VV(vd, vs2, vs1) \
    RVV_ENC(0x0b, 1, vs2, vs1, RVV_IVV, vd, RVV_OP_V)
#define RVV_VADD_VV(vd, vs2, vs1) \
    RVV_ENC(0x00, 1, vs2, vs1, RVV_IVV, vd, RVV_OP_V)
#define RVV_VADD_VV_M(vd, vs2, vs1) \
    RVV_ENC(0x00, 0, vs2, vs1, RVV_IVV, vd, RVV_OP_V)
#define RVV_VSLL_VV(vd, vs2, vs1) \
    RVV_ENC(0x25, 1, vs2, vs1, RVV_IVV, vd, RVV_OP_V)
#define RVV_VRGATHER_VV(vd, vs2, vs1) \
    RVV_ENC(0x0c, 1, vs2, vs1, RVV_IVV, vd, RVV_OP_V)
/* .vi forms: imm is the 5-bit field (simm5 or uimm5) */
#define RVV_VAND_VI(vd, vs2, i) \
    RVV_ENC(0x09, 1, vs2, i, RVV_IVI, vd, RVV_OP_V)
#define RVV_VXOR_VI(vd, vs2, i) \
    RVV_ENC(0x0b, 1, vs2, i, RVV_IVI, vd, RVV_OP_V)
#define RVV_VSRL_VI(vd, vs2, i) \
    RVV_ENC(0x28, 1, vs2, i, RVV_IVI, vd, RVV_OP_V)
#define RVV_VRSUB_VI(vd, vs2, i) \
    RVV_ENC(0x03, 1, vs2, i, RVV_IVI, vd, RVV_OP_V)
#define RVV_VMSEQ_VI(vd, vs2, i) \
    RVV_ENC(0x18, 1, vs2, i, RVV_IVI, vd, RVV_OP_V)
/* vmv.v.v vd, vs1 ; vmv.v.i vd, simm5 */
#define RVV_VMV_V_V(vd, vs1) \
    RVV_ENC(0x17, 1, 0, vs1, RVV_IVV, vd, RVV_OP_V)
#define RVV_VMV_V_I(vd, i) \
    RVV_ENC(0x17, 1, 0, i, RVV_IVI, vd, RVV_OP_V)
/* vid.v vd */
#define RVV_VID_V(vd) \
    RVV_ENC(0x14, 1, 0, 0x11, RVV_MVV, vd, RVV_OP_V)
/* vmerge.vxm vd, vs2, rs1, v0 ; vslidedown.vx vd, vs2, rs1 (R-type:
 * funct7 = funct6 << 1 | vm) */
#define RVV_VMERGE_VXM(vd, vs2, rs1) \
    ".insn r 0x57, 4, 0x2e, " RVV_X(vd) ", " rs1 ", " RVV_X(vs2) "\n\t"
#define RVV_VSLIDEDOWN_VX(vd, vs2, rs1) \
    ".insn r 0x57, 4, 0x1f, " RVV_X(vd) ", " rs1 ", " RVV_X(vs2) "\n\t"

/* ---- Zvbb / Zvkb (OP-V) -------------------------------------------- */
#define RVV_VBREV8_V(vd, vs2) \
    RVV_ENC(0x12, 1, vs2, 0x08, RVV_MVV, vd, RVV_OP_V)
#define RVV_VREV8_V(vd, vs2) \
    RVV_ENC(0x12, 1, vs2, 0x09, RVV_MVV, vd, RVV_OP_V)
#define RVV_VREV8_V_M(vd, vs2) \
    RVV_ENC(0x12, 0, vs2, 0x09, RVV_MVV, vd, RVV_OP_V)
#define RVV_VANDN_VV(vd, vs2, vs1) \
    RVV_ENC(0x01, 1, vs2, vs1, RVV_IVV, vd, RVV_OP_V)
#define RVV_VROR_VV(vd, vs2, vs1) \
    RVV_ENC(0x14, 1, vs2, vs1, RVV_IVV, vd, RVV_OP_V)
#define RVV_VROL_VV(vd, vs2, vs1) \
    RVV_ENC(0x15, 1, vs2, vs1, RVV_IVV, vd, RVV_OP_V)
/* vror.vi vd, vs2, uimm6: uimm[5] is instruction bit 26 */
#define RVV_VROR_VI(vd, vs2, i) \
    RVV_ENC((0x14 | (((i) >> 5) & 1)), 1, vs2, ((i) & 31), RVV_IVI, vd, \
            RVV_OP_V)

/* ---- Zvbc (OPMVV) -------------------------------------------------- */
#define RVV_VCLMUL_VV(vd, vs2, vs1) \
    RVV_ENC(0x0c, 1, vs2, vs1, RVV_MVV, vd, RVV_OP_V)
#define RVV_VCLMULH_VV(vd, vs2, vs1) \
    RVV_ENC(0x0d, 1, vs2, vs1, RVV_MVV, vd, RVV_OP_V)

/* ---- Zvkned (OP-VE, OPMVV, vm=1) ----------------------------------- */
#define RVV_VAESDF_VV(vd, vs2) \
    RVV_ENC(0x28, 1, vs2, 0x01, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VAESDF_VS(vd, vs2) \
    RVV_ENC(0x29, 1, vs2, 0x01, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VAESDM_VV(vd, vs2) \
    RVV_ENC(0x28, 1, vs2, 0x00, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VAESDM_VS(vd, vs2) \
    RVV_ENC(0x29, 1, vs2, 0x00, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VAESEF_VV(vd, vs2) \
    RVV_ENC(0x28, 1, vs2, 0x03, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VAESEF_VS(vd, vs2) \
    RVV_ENC(0x29, 1, vs2, 0x03, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VAESEM_VV(vd, vs2) \
    RVV_ENC(0x28, 1, vs2, 0x02, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VAESEM_VS(vd, vs2) \
    RVV_ENC(0x29, 1, vs2, 0x02, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VAESZ_VS(vd, vs2) \
    RVV_ENC(0x29, 1, vs2, 0x07, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VAESKF1_VI(vd, vs2, r) \
    RVV_ENC(0x22, 1, vs2, r, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VAESKF2_VI(vd, vs2, r) \
    RVV_ENC(0x2a, 1, vs2, r, RVV_MVV, vd, RVV_OP_VE)

/* ---- Zvkg ---------------------------------------------------------- */
/* vghsh.vv vd, vs2(H), vs1(X): vd = (vd ^ vs1) * vs2 */
#define RVV_VGHSH_VV(vd, vs2, vs1) \
    RVV_ENC(0x2c, 1, vs2, vs1, RVV_MVV, vd, RVV_OP_VE)
/* vgmul.vv vd, vs2: vd = vd * vs2 */
#define RVV_VGMUL_VV(vd, vs2) \
    RVV_ENC(0x28, 1, vs2, 0x11, RVV_MVV, vd, RVV_OP_VE)

/* ---- Zvksed -------------------------------------------------------- */
#define RVV_VSM4K_VI(vd, vs2, r) \
    RVV_ENC(0x21, 1, vs2, r, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VSM4R_VV(vd, vs2) \
    RVV_ENC(0x28, 1, vs2, 0x10, RVV_MVV, vd, RVV_OP_VE)
#define RVV_VSM4R_VS(vd, vs2) \
    RVV_ENC(0x29, 1, vs2, 0x10, RVV_MVV, vd, RVV_OP_VE)

/* csrr rd, vlenb (CSR 0xc22) */
#define RVV_CSRR_VLENB(rd) "csrr " rd ", 0xc22\n\t"

#endif /* WOLF_CRYPT_RISCV_VINSN_H */
