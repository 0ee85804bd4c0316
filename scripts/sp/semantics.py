"""Reference semantics of every kernel role, on Python integers.

Used by the unit tests (IR evaluator vs. integers) and by the C kernel test
(tests/sp_kernels/run_kernel_test.py: emitted C vs. integers), so both
check the same contract.  Nothing here uses the IR or the kernel code: the
expected values come from plain integer arithmetic (pow, *, %, ...).

`cases(entry, rng, count)` gives argument sets for a kernel: edge values
first (0, 1, m-1, all-ones limbs, top bit set, equal operands, ...), then
random ones, all within the kernel's input contract.  `expect(entry,
args)` gives the outputs: {param name: integer} for every written array,
plus 'ret' for the returned word.  Arrays hold w-bit words, or digits
of `kernel.digit` bits (the reduced-radix kernels): convert with
`words_of` / `value_of`.
"""

import fields as F


def _rand_modulus(rng, bits):
    """Random odd modulus of exactly `bits` bits."""
    return rng.getrandbits(bits) | (1 << (bits - 1)) | 1


def modulus_for(entry, rng, case):
    """(m, mp) for a generic-modulus kernel: edge moduli then random."""
    w, n = entry.kernel.w, entry.n
    bits = w * n
    edges = [(1 << bits) - 1, (1 << (bits - 1)) + 1,
             ((1 << bits) - 1) ^ (((1 << w) - 1) << w) | 1]
    m = edges[case] if case < len(edges) else _rand_modulus(rng, bits)
    return m, F.montgomery_constant(m, w)


def _edge_values(limit, w, n):
    """Interesting values below limit (limit <= 2^(w*n))."""
    top = 1 << (w * n - 1)
    vals = [0, 1, limit - 1, limit // 2, min(limit - 1, (limit - 1) ^ 1)]
    vals.append(min(limit - 1, top))
    vals.append(min(limit - 1, int("01" * (w * n // 2), 2)))
    vals.append(min(limit - 1, ((1 << (w * n)) - 1) ^ ((1 << w) - 1)))
    return vals


def _modulus_info(entry, args):
    """(m, R, mp) of the kernel's modulus."""
    f, w, n = entry.field, entry.kernel.w, entry.n
    if f is not None and f.fixed:
        m = f.modulus
        return m, f.r(w), (f.mp(w) if f.reduction == "montgomery" else 0)
    return args["m"], 1 << (w * n), args["mp"]


def cases(entry, rng, count):
    """Argument dicts for `count` test cases of `entry` (edges first)."""
    out = []
    for i in range(count):
        out.append(_case(entry, rng, i))
    return out


RADIX_ROLES = ("rmont_mul", "rmont_sqr")


def digit_bits(kernel):
    """Bits per array word of the kernel's numbers (w, or the digit size
    of a reduced-radix kernel)."""
    return kernel.digit or kernel.w


def words_of(kernel, x, count):
    """x as `count` array words of `kernel` (digits of digit_bits)."""
    return to_words(x, count, digit_bits(kernel))


def value_of(kernel, words):
    return from_words(words, digit_bits(kernel))


def _radix_case(entry, rng, i):
    """rmont_mul / rmont_sqr: m of exactly the field's bits (edge moduli
    first), a and b below 2m: 0, 1, m - 1, m, 2m - 1, values whose low
    digits are all ones, then random."""
    bits, r = entry.field.bits, digit_bits(entry.kernel)
    edges_m = [(1 << bits) - 1, (1 << (bits - 1)) + 1,
               ((1 << bits) - 1) ^ (((1 << r) - 1) << r) | 1]
    m = edges_m[i % 4] if i % 4 < 3 else _rand_modulus(rng, bits)
    half = r * (entry.n // 2)
    ones = ((((2 * m - 1) >> half) - 1) << half) | ((1 << half) - 1)
    edges = [2 * m - 1, 0, 1, m - 1, m, ones, m + 1]

    def pick():
        if i < 2 * len(edges):
            return edges[i // 2] if i % 2 == 0 else rng.randrange(2 * m)
        return rng.randrange(2 * m)
    args = {"m": m, "mp": F.montgomery_constant(m, 64), "a": pick(),
            "r": rng.getrandbits(r * entry.n)}
    if entry.role == "rmont_mul":
        args["b"] = pick() if i % 3 else 2 * m - 1
    return args


def _case(entry, rng, i):
    """Case i: for i < 2 * (number of edge values), even cases use an edge
    value for every input (so a = b: squares of 0, 1, m-1, ...), odd cases
    an edge value for the first input and a random one for the others;
    later cases are random."""
    k, role, n = entry.kernel, entry.role, entry.n
    if role in RADIX_ROLES:
        return _radix_case(entry, rng, i)
    w = k.w
    args = {}
    f = entry.field
    if f is not None and not f.fixed:
        args["m"], args["mp"] = modulus_for(entry, rng, i % 4)
    m, R = _modulus_info(entry, args)[:2] if f is not None else (None, None)
    reduced = f is not None and role.startswith(("mont", "to", "from",
                                                 "proj"))
    lim = m if reduced else 1 << (w * n)
    ev = _edge_values(lim, w, n)

    def pick(j):
        e = i // 2
        if e < len(ev) and (i % 2 == 0 or j == 0):
            return ev[e]
        return rng.randrange(lim)

    for p in k.params:
        if p.name in ("m", "mp"):
            continue
        if p.kind == "word":
            args[p.name] = _word_arg(p.name, rng, i, w)
        elif p.mode == "out":
            args[p.name] = rng.getrandbits(w * p.length)    # garbage
        else:
            args[p.name] = None
    _fill_inputs(entry, args, pick, rng, i, m, R)
    return args


def _word_arg(name, rng, i, w):
    if name == "mask":
        return ((1 << w) - 1) if i % 2 == 0 else 0
    if name == "ca":
        return i % 2
    edges = [0, 1, (1 << w) - 1, 1 << (w - 1)]
    return edges[i] if i < len(edges) else rng.getrandbits(w)


def _fill_inputs(entry, args, pick, rng, i, m, R):
    role, n, w = entry.role, entry.n, entry.kernel.w
    if role == "cmp" and i % 3 == 1:
        args["a"] = args["b"] = pick(0)
        return
    if role == "cmp" and i % 3 == 2:
        a = pick(0)
        args["a"], args["b"] = a, a ^ 1
        return
    if role == "mont_reduce":
        if entry.field.reduction == "mersenne":
            top = m << entry.field.bits
            edges = [0, m, m * m, (m - 1) ** 2, top - 1, m << 520]
        else:
            top = m * R
            edges = [0, 1, top - 1, (m - 1) ** 2, m * R // 2]
        args["t"] = edges[i] if i < len(edges) else rng.randrange(top)
        return
    if role == "mont_rows":
        # t = 0, ca = 0; t all ones with ca = 1 (the largest block
        # value) for m = 2^(wn) - 1 (generic) and for the next edge
        # modulus; t all ones, ca = 0; then random t, ca = i % 2
        tl = entry.kernel.param("t").length
        ones = (1 << (w * tl)) - 1
        args["t"] = [0, ones, ones, ones][i] if i < 4 else \
            rng.getrandbits(w * tl)
        if i < 4:
            args["ca"] = [0, 1, 1, 0][i]
        if i == 1 and not entry.field.fixed:
            args["m"] = (1 << (w * n)) - 1
            args["mp"] = F.montgomery_constant(args["m"], w)
        return
    if role == "mont_final":
        edges = [0, m - 1, m, 2 * m - 1]
        T = edges[i] if i < len(edges) else rng.randrange(2 * m)
        if T >= 1 << (w * n):
            args["ca"], args["t"] = 1, T - (1 << (w * n))
        else:
            args["ca"], args["t"] = 0, T
        return
    if role == "proj_dbl":
        # X, Y, Z each an edge or random value below m; every fourth
        # case the point at infinity (Z = 0); case 2 the generator
        xyz = [pick(j) for j in range(3)]
        if i % 4 == 3:
            xyz[2] = 0
        c = entry.field.curve
        if i == 2 and c is not None:
            xyz = [c.gx * R % m, c.gy * R % m, R % m]
        args["p"] = sum(v << (w * n * j) for j, v in enumerate(xyz))
        return
    if role == "proj_madd":
        # p as for proj_dbl; q = (X2, Y2) edges or random; case 2 the
        # generator twice (H = R = 0, the mask), case 4 p = G, q = -G
        xyz = [pick(j) for j in range(3)]
        if i % 4 == 3:
            xyz[2] = 0
        xy = [pick(3 + j) for j in range(2)]
        c = entry.field.curve
        if i in (2, 4) and c is not None:
            xyz = [c.gx * R % m, c.gy * R % m, R % m]
            xy = [c.gx * R % m, (c.gy if i == 2 else m - c.gy) * R % m]
        args["p"] = sum(v << (w * n * j) for j, v in enumerate(xyz))
        args["q"] = sum(v << (w * n * j) for j, v in enumerate(xy))
        return
    if role == "proj_add":
        # p and q as p of proj_dbl (Z1 = 0 every fourth case, Z2 = 0
        # every fourth from case 1); case 2 G + G (the mask), case 4
        # G + -G, each with Z = 1
        xyz = [pick(j) for j in range(3)]
        xyz2 = [pick(3 + j) for j in range(3)]
        if i % 4 == 3:
            xyz[2] = 0
        if i % 4 == 1:
            xyz2[2] = 0
        c = entry.field.curve
        if i in (2, 4) and c is not None:
            xyz = [c.gx * R % m, c.gy * R % m, R % m]
            xyz2 = [c.gx * R % m, (c.gy if i == 2 else m - c.gy) * R % m,
                    R % m]
        args["p"] = sum(v << (w * n * j) for j, v in enumerate(xyz))
        args["q"] = sum(v << (w * n * j) for j, v in enumerate(xyz2))
        return
    for j, name in enumerate(("a", "b", "t")):
        if name in args and args[name] is None:
            args[name] = pick(j)


def expect(entry, args):
    """Expected outputs {param: int, 'ret': int} for args (see cases)."""
    role, n, w = entry.role, entry.n, entry.kernel.w
    full = 1 << (w * n)
    wm = (1 << w) - 1
    a, b = args.get("a"), args.get("b")
    if role == "add":
        return {"r": (a + b) % full, "ret": (a + b) >> (w * n)}
    if role == "sub":
        return {"r": (a - b) % full, "ret": int(a < b)}
    if role in ("cond_add", "cond_sub"):
        y = b if args["mask"] else 0
        if role == "cond_add":
            return {"r": (a + y) % full, "ret": (a + y) >> (w * n)}
        return {"r": (a - y) % full, "ret": int(a < y)}
    if role == "add_d":
        s = a + args["d"]
        return {"r": s % full, "ret": s >> (w * n)}
    if role == "cmp":
        return {"ret": ((a > b) - (a < b)) & wm}
    if role == "mul_d":
        return {"r": a * args["d"]}
    if role == "mul":
        return {"r": a * b}
    if role == "sqr":
        return {"r": a * a}
    if role in RADIX_ROLES:
        m = args["m"]
        R = 1 << (digit_bits(entry.kernel) * n)
        b = a if role == "rmont_sqr" else b
        u = -a * b * pow(m, -1, R) % R
        return {"r": (a * b + u * m) // R}
    m, R, mp = _modulus_info(entry, args)
    Ri = pow(R, -1, m)
    if role == "mont_reduce":
        return {"r": args["t"] * Ri % m}
    if role == "mont_mul":
        return {"r": a * b * Ri % m}
    if role == "mont_sqr":
        return {"r": a * a * Ri % m}
    if role == "from_mont":
        return {"r": a * Ri % m}
    if role == "to_mont":
        return {"r": a * R % m}
    if role == "mont_add":
        return {"r": (a + b) % m}
    if role == "mont_sub":
        return {"r": (a - b) % m}
    if role == "mont_neg":
        return {"r": (-a) % m}
    if role == "proj_dbl":
        return {"r": proj_dbl(args["p"], m, Ri, w * n)}
    if role == "proj_madd":
        r, ret = proj_madd(args["p"], args["q"], m, Ri, w * n)
        return {"r": r, "ret": ret * wm}
    if role == "proj_add":
        r, ret = proj_add(args["p"], args["q"], m, Ri, w * n)
        return {"r": r, "ret": ret * wm}
    if role == "mont_rows":
        k = entry.kernel.param("t").length - n
        t, ret = mont_rows(args["t"], args["ca"], m, mp, w, n, k)
        return {"t": t, "ret": ret}
    if role == "mont_final":
        T = args["t"] + args["ca"] * full
        return {"r": T - m if T >= m else T}
    raise ValueError(role)


def mont_rows(t, ca, m, mp, w, n, k):
    """k Montgomery rows on t (n + k words) with ca entering at word n:
    (t afterwards with its k low words unchanged, the carry out)."""
    wm = (1 << w) - 1
    v = t + (ca << (w * n))
    for r in range(k):
        mu = ((v >> (w * r)) & wm) * mp & wm
        v += (mu * m) << (w * r)
    low = (1 << (w * k)) - 1
    assert v & low == 0
    top = 1 << (w * (n + k))
    assert v // top <= 1        # the carry out is one bit
    return (v % top) | (t & low), v // top


def proj_dbl(pt, m, Ri, bits):
    """2 (X, Y, Z) in Jacobian coordinates, a = -3, Montgomery form
    (products x y R^-1 mod m), as ecc_point.c.in's proj_dbl, for any
    coordinates < m; pt and the result are X + Y 2^bits + Z 2^(2 bits)."""
    mask = (1 << bits) - 1
    X, Y, Z = pt & mask, (pt >> bits) & mask, pt >> (2 * bits)

    def mm(a, b):
        return a * b * Ri % m
    y2 = 2 * Y % m
    d, zr = mm(Z, Z), mm(y2, Z)
    g = mm(y2, y2)
    b = mm(X, g)
    a = 3 * mm(X + d, X - d) % m
    xr = (mm(a, a) - 2 * b) % m
    yr = (mm(a, b - xr) - mm(g, g) * pow(2, -1, m)) % m
    return xr | (yr << bits) | (zr << (2 * bits))


def proj_madd(pt, qt, m, Ri, bits):
    """(X1, Y1, Z1) + (X2, Y2) (Jacobian + affine), Montgomery form, as
    ecc_madd.c.in's proj_madd (8M + 3S) for any coordinates < m; points
    packed as in proj_dbl.  Returns (result, 1 if H = R = 0 else 0)."""
    mask = (1 << bits) - 1
    X1, Y1, Z1 = pt & mask, (pt >> bits) & mask, pt >> (2 * bits)
    X2, Y2 = qt & mask, qt >> bits

    def mm(a, b):
        return a * b * Ri % m
    zz = mm(Z1, Z1)
    h = (mm(X2, zz) - X1) % m
    r = (mm(mm(Y2, Z1), zz) - Y1) % m
    hh = mm(h, h)
    h3, v = mm(h, hh), mm(X1, hh)
    x3 = (mm(r, r) - h3 - 2 * v) % m
    y3 = (mm(r, v - x3) - mm(Y1, h3)) % m
    z3 = mm(Z1, h)
    return x3 | (y3 << bits) | (z3 << (2 * bits)), int(h == 0 and r == 0)


def proj_add(pt, qt, m, Ri, bits):
    """(X1, Y1, Z1) + (X2, Y2, Z2) in Jacobian coordinates, Montgomery
    form, as ecc_add.c.in's proj_add (12M + 4S) for any coordinates < m;
    points packed as in proj_dbl.  Returns (result, 1 if H = R = 0 else
    0)."""
    mask = (1 << bits) - 1
    X1, Y1, Z1 = pt & mask, (pt >> bits) & mask, pt >> (2 * bits)
    X2, Y2, Z2 = qt & mask, (qt >> bits) & mask, qt >> (2 * bits)

    def mm(a, b):
        return a * b * Ri % m
    z1z1, z2z2 = mm(Z1, Z1), mm(Z2, Z2)
    u1, u2 = mm(X1, z2z2), mm(X2, z1z1)
    s1, s2 = mm(mm(Y1, Z2), z2z2), mm(mm(Y2, Z1), z1z1)
    h, r = (u2 - u1) % m, (s2 - s1) % m
    hh = mm(h, h)
    h3, v = mm(h, hh), mm(u1, hh)
    x3 = (mm(r, r) - h3 - 2 * v) % m
    y3 = (mm(r, v - x3) - mm(s1, h3)) % m
    z3 = mm(mm(Z1, Z2), h)
    return x3 | (y3 << bits) | (z3 << (2 * bits)), int(h == 0 and r == 0)


def to_words(x, count, w):
    return [(x >> (w * i)) & ((1 << w) - 1) for i in range(count)]


def from_words(ws, w):
    return sum(v << (w * i) for i, v in enumerate(ws))
