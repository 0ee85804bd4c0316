#!/usr/bin/env python3
"""feature_macros.py -- the feature macros tell the truth on every build path.

Reads the tables of doc/FEATURE_MACROS.md: the macros this library defines,
each with the condition ("Defined when") under which it does, and the
upstream macros it leaves undefined on purpose.  Then, for each build
path, works out the build's features from how it was configured (the
model below, written from configure.ac's and the templates' documented
switches, not from settings.h) and checks what the preprocessor says:

  configure   ./configure in scratch directories, configure only: the
              defaults, each feature switched off in turn, everything on
              with the SP layer, SM2 and SAKKE, --enable-usersettings, and
              a riscv64 cross configuration with the assembly; optionally
              the configured build tree given with --builddir.  Checks the
              macros options.h defines and those a program sees after
              #include <wolfssl/options.h> and <wolfssl/wolfcrypt/settings.h>.
  user_settings.h   examples/configs/user_settings.h.
  embedded    examples/configs/user_settings_embedded.h with its WC_CFG_*
              switches at their defaults and turned over one at a time
              (the RV64 assembly with the riscv64 cross compiler).
  none        settings.h alone (WOLFSSL_NO_OPTIONS_H: its built-in
              defaults).

In each: a macro of the first table is defined exactly when its condition
holds; no macro of the second table is defined; options.h defines nothing
outside the first table.  Over all paths, every conditional macro must
have been seen both defined and undefined, every other one defined, so
that no row goes unchecked.  Prints one line per build ("PASS name" or
"FAIL name" with the wrong macros) and "N passed, M failed"; exit status 1
on any failure.

Usage: feature_macros.py [--builddir DIR]
Environment: CC (host compiler, default cc); riscv64-linux-gnu-gcc must be
installed (scripts/install-deps.sh installs it).  Takes about 20 seconds
(the configure runs share a cache, two at a time).
"""

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading

SRC = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DOC = os.path.join(SRC, "doc", "FEATURE_MACROS.md")
CROSS_CC = "riscv64-linux-gnu-gcc"

DEFINED_SECTION = "Macros this library defines"
NEVER_SECTION = "Not defined on purpose"
# The words a "Defined when" condition may use (doc/FEATURE_MACROS.md).
FEATURES = {"aes", "rsa", "pss", "keygen", "dh", "ecc", "sm2", "sm3", "sakke",
            "sha1", "sha224", "sha512", "sha3", "chacha", "sp", "spasm",
            "riscv64", "riscvasm", "debug", "configure", "usersettings",
            "embedded", "curve25519", "curve448", "ed25519", "ed448", "sm4",
            "sm4ecb",
            "sm4cbc", "sm4ctr", "sm4gcm",
            "sm4ccm", "sm4xts"}
# SM4's configure switches, one per mode; any of them turns on "sm4".
SM4_MODES = {"sm4-ecb": "sm4ecb", "sm4-cbc": "sm4cbc", "sm4-ctr": "sm4ctr",
             "sm4-gcm": "sm4gcm", "sm4-ccm": "sm4ccm", "sm4-xts": "sm4xts"}


# ---------------------------------------------------------------------------
# The tables
# ---------------------------------------------------------------------------

def load_tables():
    """Returns (defined, never): macro -> condition for the first table,
    and the set of macros of the second."""
    defined, never, section = {}, set(), None
    with open(DOC, encoding="utf-8") as f:
        for line in f:
            if line.startswith("## "):
                section = line[3:].strip()
            if not line.startswith("| `"):
                continue
            cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
            macros = re.findall(r"`([A-Za-z_][A-Za-z0-9_]*)`", cells[0])
            if section == DEFINED_SECTION:
                cond = cells[1].strip("`").replace("\\|", "|")
                check_condition(macros[0], cond)
                defined[macros[0]] = cond
            elif section == NEVER_SECTION:
                never.update(macros)
    if not defined or not never:
        raise SystemExit("%s: tables not found" % DOC)
    both = set(defined) & never
    if both:
        raise SystemExit("in both tables: %s" % " ".join(sorted(both)))
    return defined, never


def check_condition(macro, cond):
    if cond == "always":
        return
    for word in cond.split():
        word = word.lstrip("!")
        if re.match(r"bits>=\d+$", word):
            continue
        bad = [w for w in word.split("|") if w not in FEATURES]
        if bad:
            raise SystemExit("%s: %s: unknown feature %s"
                             % (DOC, macro, " ".join(bad)))


def holds(cond, feats, bits):
    """cond (see FEATURE_MACROS.md) for a build with features feats and
    SP_INT_BITS bits."""
    if cond == "always":
        return True
    for word in cond.split():
        neg = word.startswith("!")
        word = word.lstrip("!")
        m = re.match(r"bits>=(\d+)$", word)
        val = bits >= int(m.group(1)) if m else \
            any(w in feats for w in word.split("|"))
        if val == neg:
            return False
    return True


# ---------------------------------------------------------------------------
# The model: features of a build from how it was configured
# ---------------------------------------------------------------------------

# What the library builds with no configuration at all (settings.h's
# defaults, configure's defaults, examples/configs/user_settings.h).
BASE = {"aes", "rsa", "pss", "keygen", "dh", "ecc", "sm3", "sha1", "sha224",
        "sha512", "sha3", "chacha"}
CONFIGURE_SWITCHES = {"aes": "aes", "rsa": "rsa", "rsapss": "pss",
                      "keygen": "keygen", "dh": "dh", "ecc": "ecc",
                      "sakke": "sakke", "sm2": "sm2", "sm3": "sm3", "sp": "sp",
                      "sp-asm": "spasm", "riscv-asm": "riscvasm",
                      "debug": "debug", "sha3": "sha3",
                      "chacha": "chacha", "curve25519": "curve25519",
                      "curve448": "curve448", "ed25519": "ed25519",
                      "ed448": "ed448"}
CONFIGURE_SWITCHES.update(SM4_MODES)


def configure_features(args):
    """(features, bits) of a configure command line (configure.ac)."""
    feats = set(BASE)
    switches = {}
    for a in args:
        m = re.match(r"--(enable|disable)-([a-z0-9-]+)(?:=(\S+))?$", a)
        if m:
            switches[m.group(2)] = (m.group(1) == "enable" and
                                    m.group(3) != "no")
    # configure's own defaults beyond BASE: the SP layer, and on riscv64
    # hosts its asm backend unless --disable-sp turns the layer off, and
    # the RISC-V extension paths (WOLFSSL_RISCV_ASM)
    riscv64 = any(a.startswith("--host=riscv64") for a in args)
    feats.add("sp")
    if riscv64 and switches.get("sp", True):
        feats.add("spasm")
    if riscv64:                 # the extension paths, gated at run time
        feats.add("riscvasm")
    for name, feat in CONFIGURE_SWITCHES.items():
        if name in switches:
            (feats.add if switches[name] else feats.discard)(feat)
    if switches.get("all"):
        feats |= {"rsa", "pss", "keygen", "dh", "ecc", "sakke", "sm2", "sm3",
                  "aes", "sha3", "chacha", "curve25519", "ed25519",
                  "curve448", "ed448"}
        feats |= set(SM4_MODES.values())
    if feats & set(SM4_MODES.values()):
        feats.add("sm4")
    if "sm2" in feats:
        feats |= {"sm3", "ecc"}
    if "sakke" in feats:
        feats.add("ecc")
    if "ed448" in feats:
        feats.add("sha3")       # --enable-ed448 turns SHAKE256 on
    if "rsa" not in feats:
        feats.discard("pss")
    if riscv64:
        feats.add("riscv64")
    if switches.get("usersettings"):
        # options.h says WOLFSSL_USER_SETTINGS (and DEBUG_WOLFSSL);
        # user_settings.h (examples/configs) says the rest.
        return (user_settings_features() | (feats & {"debug"}), 8192)
    return feats | {"configure"}, 8192


def user_settings_features():
    """examples/configs/user_settings.h."""
    return BASE | {"usersettings"}


# The embedded template's switches and their defaults (its part 1).
TEMPLATE_DEFAULTS = {"AES": 1, "RSA": 1, "RSA_PSS": 1, "KEYGEN": 1, "DH": 1,
                     "ECC": 1, "SAKKE": 0, "SM2": 0, "SM4": 0, "SHA1": 1,
                     "SHA224": 1, "SHA512": 1, "SM3": 1, "SHA3": 1,
                     "CHACHA": 1, "CURVE25519": 1, "CURVE448": 1,
                     "ED25519": 1, "ED448": 1, "SP": 1, "ASM_SP": None,
                     "MAX_BITS": 4096}


# What turning a default switch off also turns off: Ed25519 hashes with
# SHA-512, Ed448 with SHAKE256 (the template refuses WC_CFG_ED25519
# without WC_CFG_SHA512, WC_CFG_ED448 without WC_CFG_SHA3).
TEMPLATE_NEEDS = {("SHA512", 1): {"ED25519": 0}, ("SHA3", 1): {"ED448": 0}}


def template_features(cfg, riscv64):
    """(features, bits) of the embedded template with WC_CFG_<k> = cfg[k]."""
    v = dict(TEMPLATE_DEFAULTS, **cfg)
    if v["ASM_SP"] is None:     # the default: on for RV64 with WC_CFG_SP
        v["ASM_SP"] = 1 if (riscv64 and v["SP"]) else 0
    feats = {"usersettings", "embedded"}
    pairs = (("AES", "aes"), ("RSA", "rsa"), ("DH", "dh"), ("ECC", "ecc"),
             ("SAKKE", "sakke"), ("SM2", "sm2"), ("SHA1", "sha1"),
             ("SHA224", "sha224"), ("SHA512", "sha512"), ("SM3", "sm3"),
             ("SHA3", "sha3"), ("CHACHA", "chacha"),
             ("CURVE25519", "curve25519"), ("CURVE448", "curve448"),
             ("ED25519", "ed25519"), ("ED448", "ed448"))
    feats |= {f for k, f in pairs if v[k]}
    if v["RSA"] and v["RSA_PSS"]:
        feats.add("pss")
    if v["RSA"] and v["KEYGEN"]:
        feats.add("keygen")
    if v["SM2"]:
        feats.add("sm3")
    if v["SM4"]:
        feats |= {"sm4"} | set(SM4_MODES.values())
    if v["SP"] or v["ASM_SP"]:
        feats.add("sp")
    if v["ASM_SP"]:
        feats.add("spasm")
    if riscv64:
        feats.add("riscv64")
    return feats, v["MAX_BITS"]


# ---------------------------------------------------------------------------
# The builds
# ---------------------------------------------------------------------------

def macros_of(cc, flags, source):
    """Names the preprocessor defines after `source` (text) with flags."""
    cmd = shlex.split(cc) + flags + ["-E", "-dM", "-x", "c", "-"]
    out = subprocess.run(cmd, input=source, capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError("%s: %s" % (" ".join(cmd), out.stderr.strip()))
    return set(re.findall(r"^#define (\w+)", out.stdout, re.M))


def options_h_macros(builddir):
    with open(os.path.join(builddir, "wolfssl", "options.h"),
              encoding="utf-8") as f:
        return set(re.findall(r"^#define (\w+)", f.read(), re.M)) - \
            {"WOLFSSL_OPTIONS_H"}


PROGRAM = ("#include <wolfssl/options.h>\n"
           "#include <wolfssl/wolfcrypt/settings.h>\n")
SETTINGS = "#include <wolfssl/wolfcrypt/settings.h>\n"


class Checker:
    def __init__(self):
        self.defined, self.never = load_tables()
        self.seen_on, self.seen_off = set(), set()
        self.passed = self.failed = 0
        self.lock = threading.Lock()

    def check(self, name, view, feats, bits, options_h=None):
        """view: the macros a program sees; options_h: the macros of
        options.h (configure builds).  Prints the verdict."""
        wrong = []
        for macro, cond in sorted(self.defined.items()):
            want = holds(cond, feats, bits)
            if (macro in view) != want:
                wrong.append("%s %s (when: %s)" % (
                    macro, "missing" if want else "defined", cond))
        wrong += ["%s defined (not defined on purpose)" % m
                  for m in sorted(view & self.never)]
        if options_h is not None:
            wrong += self.options_h_wrong(options_h, feats, bits)
        with self.lock:
            self.seen_on |= view & set(self.defined)
            self.seen_off |= set(self.defined) - view
            if wrong:
                self.failed += 1
                print("FAIL %s\n    %s" % (name, "\n    ".join(wrong)))
            else:
                self.passed += 1
                print("PASS %s" % name)
            sys.stdout.flush()

    def options_h_wrong(self, options_h, feats, bits):
        """options.h holds every macro of the first table that holds and
        nothing else; with user_settings.h only WOLFSSL_USER_SETTINGS (and
        DEBUG_WOLFSSL)."""
        if "usersettings" in feats:
            want = {"WOLFSSL_USER_SETTINGS"} | \
                ({"DEBUG_WOLFSSL"} if "debug" in feats else set())
        else:
            want = {m for m, c in self.defined.items()
                    if holds(c, feats, bits)}
        return ["%s missing from options.h" % m
                for m in sorted(want - options_h)] + \
            ["%s in options.h, should not be" % m
             for m in sorted(options_h - want)]

    def error(self, name, msg):
        with self.lock:
            self.failed += 1
            print("FAIL %s\n    %s" % (name, msg))

    def coverage(self):
        """Every row seen defined; every conditional one also undefined."""
        gaps = ["%s never seen defined" % m
                for m in sorted(set(self.defined) - self.seen_on)]
        gaps += ["%s never seen undefined (when: %s)" % (m, c)
                 for m, c in sorted(self.defined.items())
                 if c != "always" and m not in self.seen_off]
        if gaps:
            self.error("coverage of the table", "\n    ".join(gaps))
        else:
            self.passed += 1
            print("PASS coverage of the table (%d macros defined, %d never)"
                  % (len(self.defined), len(self.never)))


def check_configured(chk, name, builddir, args, cc, cppflags):
    feats, bits = configure_features(args)
    if "riscv64" in feats:
        cc = CROSS_CC
    view = macros_of(cc, ["-I" + builddir, "-I" + SRC] + cppflags, PROGRAM)
    chk.check(name, view, feats, bits, options_h_macros(builddir))


CONFIGURE_CASES = [
    [], ["--enable-all", "--enable-sp"], ["--disable-rsa"],
    ["--disable-rsapss"], ["--disable-keygen"], ["--disable-dh"],
    ["--disable-ecc"], ["--disable-sm3"], ["--disable-sha3"],
    ["--disable-chacha", "--disable-poly1305"],
    ["--enable-sm2", "--enable-sp"],
    ["--enable-sakke"], ["--enable-sp-asm"], ["--disable-sp"],
    ["--enable-sm4-ctr"], ["--enable-curve25519"], ["--enable-ed25519"],
    ["--enable-curve448"], ["--enable-ed448"],
    ["--enable-usersettings",
     "CPPFLAGS=-I" + os.path.join(SRC, "examples", "configs")],
]
CROSS_CASES = [
    ["--host=riscv64-linux-gnu"], ["--host=riscv64-linux-gnu", "--disable-sp"],
    ["--host=riscv64-linux-gnu", "--disable-sp-asm"],
    ["--host=riscv64-linux-gnu", "--disable-riscv-asm"],
    ["--host=riscv64-linux-gnu", "--enable-all", "--enable-sp-asm",
     "--enable-riscv-asm", "--enable-debug"],
]


def run_configures(chk, scratch, cases, cc, worker):
    """Configures each case in its own directory and checks it.  Cases
    of a worker with the same --host and variables share a cache."""
    for i, args in enumerate(cases):
        env = [a for a in args if a.startswith("--host=") or
               not a.startswith("--")]
        cache = os.path.join(scratch, "config.cache.%s%d" % (
            worker, abs(hash(tuple(env)))))
        name = "configure " + (" ".join(args) or "(defaults)")
        bdir = os.path.join(scratch, "%s-%d" % (worker, i))
        os.makedirs(bdir)
        cmd = [os.path.join(SRC, "configure"), "--cache-file=" + cache] + args
        out = subprocess.run(cmd, cwd=bdir, capture_output=True, text=True)
        if out.returncode != 0:
            chk.error(name, "configure failed:\n" + out.stdout[-2000:] +
                      out.stderr[-2000:])
            continue
        cppflags = [a[len("CPPFLAGS="):] for a in args
                    if a.startswith("CPPFLAGS=")]
        try:
            check_configured(chk, name, bdir, args, cc, cppflags)
        except RuntimeError as e:
            chk.error(name, str(e))


def check_templates(chk, scratch, cc):
    """examples/configs/user_settings.h, the embedded template, none."""
    configs = os.path.join(SRC, "examples", "configs")
    flags = ["-DWOLFSSL_USER_SETTINGS", "-I" + configs, "-I" + SRC]
    chk.check("user_settings.h (examples/configs)",
              macros_of(cc, flags, SETTINGS), user_settings_features(), 8192)
    chk.check("no configuration (settings.h defaults)",
              macros_of(cc, ["-DWOLFSSL_NO_OPTIONS_H", "-I" + SRC],
                        SETTINGS), set(BASE), 8192)

    wrap = os.path.join(scratch, "embedded")
    os.makedirs(wrap)
    with open(os.path.join(wrap, "user_settings.h"), "w") as f:
        f.write('#include "user_settings_embedded.h"\n')
    eflags = ["-DWOLFSSL_USER_SETTINGS", "-I" + wrap] + flags[1:]
    cases = [(cc, False, {})]
    for k, v in TEMPLATE_DEFAULTS.items():
        if k == "ASM_SP":
            continue
        if k == "MAX_BITS":
            cases += [(cc, False, {k: 8192}), (cc, False, {k: 2048})]
        elif k not in ("SAKKE", "SM2"):
            # a switch off turns off what needs it (the template's #error)
            cases.append((cc, False, dict({k: 1 - v},
                                          **TEMPLATE_NEEDS.get((k, v), {}))))
    cases += [(cc, False, {"SAKKE": 1, "SM2": 1}),
              (CROSS_CC, True, {}),
              (CROSS_CC, True, {"ASM_SP": 0}),
              (CROSS_CC, True, {"SP": 0}),
              (CROSS_CC, True, {"ASM_SP": 1, "SAKKE": 1, "SM2": 1})]
    for compiler, riscv64, cfg in cases:
        defs = ["-DWC_CFG_%s=%d" % kv for kv in sorted(cfg.items())]
        name = "embedded template%s %s" % (" (riscv64)" if riscv64 else "",
                                           " ".join(defs) or "(defaults)")
        feats, bits = template_features(cfg, riscv64)
        try:
            chk.check(name, macros_of(compiler, eflags + defs, SETTINGS),
                      feats, bits)
        except RuntimeError as e:
            chk.error(name, str(e))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--builddir", help="also check this configured tree")
    opts = ap.parse_args()
    cc = os.environ.get("CC", "cc")
    if shutil.which(CROSS_CC) is None:
        print("FAIL %s not found (scripts/install-deps.sh installs it)"
              % CROSS_CC)
        return 1
    if not os.access(os.path.join(SRC, "configure"), os.X_OK):
        print("FAIL %s/configure missing (run autogen.sh)" % SRC)
        return 1

    chk = Checker()
    scratch = tempfile.mkdtemp(prefix="wolfssl-macros.")
    try:
        if opts.builddir:
            bdir = os.path.abspath(opts.builddir)
            out = subprocess.run(["sh", "./config.status", "--config"],
                                 cwd=bdir, capture_output=True, text=True)
            args = shlex.split(out.stdout)
            if any(a.startswith("--host=") for a in args):
                print("SKIP %s: a cross build (the configure cases below "
                      "include riscv64)" % bdir)
            else:
                check_configured(chk, "build tree %s" % bdir, bdir, args,
                                 cc, [a[len("CPPFLAGS="):] for a in args
                                      if a.startswith("CPPFLAGS=")])
        check_templates(chk, scratch, cc)
        half = len(CONFIGURE_CASES) // 2
        workers = [
            threading.Thread(target=run_configures,
                             args=(chk, scratch, CONFIGURE_CASES[:half],
                                   cc, "a")),
            threading.Thread(target=run_configures,
                             args=(chk, scratch,
                                   CROSS_CASES + CONFIGURE_CASES[half:],
                                   cc, "b"))]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        chk.coverage()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print("%d passed, %d failed" % (chk.passed, chk.failed))
    return 1 if chk.failed else 0


if __name__ == "__main__":
    sys.exit(main())
