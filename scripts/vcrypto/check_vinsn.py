#!/usr/bin/env python3
"""check_vinsn.py -- the encodings of wolfcrypt/src/riscv_vinsn.h against
the field layout of the ratified specifications.

The table below is transcribed from the specifications' encoding diagrams:
the RISC-V vector cryptography extensions 1.0 (Zvbb/Zvkb, Zvbc, Zvkg,
Zvkned, Zvksed: OP-VE = 1110111 with funct3 OPMVV = 010 and vm = 1 for
the crypto instructions, the vs1 field a sub-opcode for the .vv/.vs/.v
forms) and RISC-V "V" 1.0 (OP-V = 1010111, funct3 OPIVV 000 / OPMVV 010 /
OPIVI 011 / OPIVX 100; vsetvli; unit-stride loads 0000111 and stores
0100111 with width 110 for 32-bit and 111 for 64-bit elements).  For each
macro the script assembles it with the riscv64 cross compiler (two sets
of register numbers, so that every field moves), decodes the words and
compares every field.  Exit status 0 when all match, 1 otherwise, 77
(skip) without riscv64-linux-gnu-gcc.

Usage: scripts/vcrypto/check_vinsn.py [CC]   (default riscv64-linux-gnu-gcc)
"""
import os
import shutil
import subprocess
import sys
import tempfile

TOP = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OP_V, OP_VE, LOAD_FP, STORE_FP = 0b1010111, 0b1110111, 0b0000111, 0b0100111
IVV, MVV, IVI, IVX = 0b000, 0b010, 0b011, 0b100

# macro: (funct6, vm, vs1-field (None: the third register / immediate
#         argument), funct3, opcode, operands)
# operands: "dv" = (vd, vs2), "dvs" = (vd, vs2, vs1), "dvi" = (vd, vs2, imm),
#           "d" = (vd,), "ds" = (vd, vs1), "di" = (vd, imm)
SPEC = {
    # Zvkned
    "VAESDF_VV": (0b101000, 1, 0b00001, MVV, OP_VE, "dv"),
    "VAESDF_VS": (0b101001, 1, 0b00001, MVV, OP_VE, "dv"),
    "VAESDM_VV": (0b101000, 1, 0b00000, MVV, OP_VE, "dv"),
    "VAESDM_VS": (0b101001, 1, 0b00000, MVV, OP_VE, "dv"),
    "VAESEF_VV": (0b101000, 1, 0b00011, MVV, OP_VE, "dv"),
    "VAESEF_VS": (0b101001, 1, 0b00011, MVV, OP_VE, "dv"),
    "VAESEM_VV": (0b101000, 1, 0b00010, MVV, OP_VE, "dv"),
    "VAESEM_VS": (0b101001, 1, 0b00010, MVV, OP_VE, "dv"),
    "VAESZ_VS":  (0b101001, 1, 0b00111, MVV, OP_VE, "dv"),
    "VAESKF1_VI": (0b100010, 1, None, MVV, OP_VE, "dvi"),
    "VAESKF2_VI": (0b101010, 1, None, MVV, OP_VE, "dvi"),
    # Zvkg
    "VGHSH_VV":  (0b101100, 1, None, MVV, OP_VE, "dvs"),
    "VGMUL_VV":  (0b101000, 1, 0b10001, MVV, OP_VE, "dv"),
    # Zvksed
    "VSM4K_VI":  (0b100001, 1, None, MVV, OP_VE, "dvi"),
    "VSM4R_VV":  (0b101000, 1, 0b10000, MVV, OP_VE, "dv"),
    "VSM4R_VS":  (0b101001, 1, 0b10000, MVV, OP_VE, "dv"),
    # Zvbb / Zvkb
    "VBREV8_V":  (0b010010, 1, 0b01000, MVV, OP_V, "dv"),
    "VREV8_V":   (0b010010, 1, 0b01001, MVV, OP_V, "dv"),
    "VREV8_V_M": (0b010010, 0, 0b01001, MVV, OP_V, "dv"),
    "VANDN_VV":  (0b000001, 1, None, IVV, OP_V, "dvs"),
    "VROR_VV":   (0b010100, 1, None, IVV, OP_V, "dvs"),
    "VROL_VV":   (0b010101, 1, None, IVV, OP_V, "dvs"),
    # Zvbc
    "VCLMUL_VV":  (0b001100, 1, None, MVV, OP_V, "dvs"),
    "VCLMULH_VV": (0b001101, 1, None, MVV, OP_V, "dvs"),
    # V 1.0
    "VXOR_VV":   (0b001011, 1, None, IVV, OP_V, "dvs"),
    "VADD_VV":   (0b000000, 1, None, IVV, OP_V, "dvs"),
    "VADD_VV_M": (0b000000, 0, None, IVV, OP_V, "dvs"),
    "VSLL_VV":   (0b100101, 1, None, IVV, OP_V, "dvs"),
    "VRGATHER_VV": (0b001100, 1, None, IVV, OP_V, "dvs"),
    "VAND_VI":   (0b001001, 1, None, IVI, OP_V, "dvi"),
    "VXOR_VI":   (0b001011, 1, None, IVI, OP_V, "dvi"),
    "VSRL_VI":   (0b101000, 1, None, IVI, OP_V, "dvi"),
    "VRSUB_VI":  (0b000011, 1, None, IVI, OP_V, "dvi"),
    "VMSEQ_VI":  (0b011000, 1, None, IVI, OP_V, "dvi"),
    "VMV_V_V":   (0b010111, 1, None, IVV, OP_V, "ds"),
    "VMV_V_I":   (0b010111, 1, None, IVI, OP_V, "di"),
    "VID_V":     (0b010100, 1, 0b10001, MVV, OP_V, "d"),
}
# register sets: (vd, vs2, vs1 / imm)
REGS = [(3, 17, 9), (30, 1, 22)]


def fields(w):
    return {"opcode": w & 0x7f, "vd": (w >> 7) & 31, "funct3": (w >> 12) & 7,
            "vs1": (w >> 15) & 31, "vs2": (w >> 20) & 31,
            "vm": (w >> 25) & 1, "funct6": w >> 26}


def expected_fixed():
    """Instructions with general-register operands (a0 = x10, a1 = x11):
    (C text, expected word)."""
    out = []
    # vsetvli a0, a1, e32, m4, ta, mu: 0 | zimm[10:0] | rs1 | 111 | rd | OP-V
    out.append(('RVV_VSETVLI("a0", "a1", RVV_E32M4_TA_MU)',
                (0x52 << 20) | (11 << 15) | (7 << 12) | (10 << 7) | OP_V))
    for name, f3, op in (("VLE32", 6, LOAD_FP), ("VSE32", 6, STORE_FP),
                         ("VLE64", 7, LOAD_FP), ("VSE64", 7, STORE_FP)):
        for v in (5, 28):
            # nf=0 mew=0 mop=00 vm=1 lumop/sumop=0 | rs1 | width | vd | op
            out.append(('RVV_%s(%d, "a1")' % (name, v),
                        (1 << 25) | (11 << 15) | (f3 << 12) | (v << 7) | op))
    # vmerge.vxm vd, vs2, rs1, v0: funct6 010111, vm 0, OPIVX
    out.append(('RVV_VMERGE_VXM(24, 8, "a1")',
                (0b010111 << 26) | (8 << 20) | (11 << 15) | (IVX << 12) |
                (24 << 7) | OP_V))
    # vslidedown.vx: funct6 001111, vm 1, OPIVX
    out.append(('RVV_VSLIDEDOWN_VX(20, 16, "a1")',
                (0b001111 << 26) | (1 << 25) | (16 << 20) | (11 << 15) |
                (IVX << 12) | (20 << 7) | OP_V))
    # vror.vi vd, vs2, 37: funct6 01010 + uimm[5] at bit 26, OPIVI
    out.append(("RVV_VROR_VI(7, 9, 37)",
                (0b01010 << 27) | (1 << 26) | (1 << 25) | (9 << 20) |
                (5 << 15) | (IVI << 12) | (7 << 7) | OP_V))
    return out


def main():
    cc = sys.argv[1] if len(sys.argv) > 1 else "riscv64-linux-gnu-gcc"
    objcopy = cc.replace("gcc", "objcopy")
    if shutil.which(cc) is None or shutil.which(objcopy) is None:
        print("check_vinsn: %s not found: skip" % cc)
        return 77
    items = []   # (label, C text, check function)
    for name, (f6, vm, vs1, f3, op, form) in sorted(SPEC.items()):
        for vd, vs2, x in REGS:
            args = {"dv": (vd, vs2), "dvs": (vd, vs2, x), "dvi": (vd, vs2, x),
                    "d": (vd,), "ds": (vd, x), "di": (vd, x)}[form]
            want = {"opcode": op, "funct3": f3, "vm": vm, "funct6": f6,
                    "vd": vd}
            if form in ("dv", "dvs", "dvi"):
                want["vs2"] = vs2
            else:
                want["vs2"] = 0
            if vs1 is not None:
                want["vs1"] = vs1
            else:
                want["vs1"] = x
            text = "RVV_%s(%s)" % (name, ", ".join(str(a) for a in args))
            items.append((text, want, None))
    for text, word in expected_fixed():
        items.append((text, None, word))
    src = '#include "riscv_vinsn.h"\nvoid f(void)\n{\n    __asm__ volatile(\n'
    src += "".join("        %s\n" % t for t, _, _ in items)
    src += "    );\n}\n"
    with tempfile.TemporaryDirectory() as d:
        c = os.path.join(d, "v.c")
        o = os.path.join(d, "v.o")
        b = os.path.join(d, "v.bin")
        with open(c, "w") as f:
            f.write(src)
        subprocess.run([cc, "-O2", "-c", "-I",
                        os.path.join(TOP, "wolfcrypt", "src"), c, "-o", o],
                       check=True)
        subprocess.run([objcopy, "-O", "binary", "-j", ".text", o, b],
                       check=True)
        data = open(b, "rb").read()
    words = [int.from_bytes(data[i:i + 4], "little")
             for i in range(0, len(data) - 3, 4)]
    bad = 0
    for i, (text, want, word) in enumerate(items):
        got = words[i] if i < len(words) else None
        if got is None:
            print("MISSING %s" % text)
            bad += 1
            continue
        if want is not None:
            g = fields(got)
            diff = [k for k in want if g[k] != want[k]]
            if diff:
                bad += 1
                print("BAD %s = %08x: %s" % (text, got, ", ".join(
                    "%s %d != %d" % (k, g[k], want[k]) for k in diff)))
        elif got != word:
            bad += 1
            print("BAD %s = %08x, want %08x" % (text, got, word))
    print("check_vinsn: %d encodings, %d wrong" % (len(items), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
