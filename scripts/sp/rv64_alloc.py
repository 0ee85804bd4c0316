"""Register allocation and instruction scheduling for the RV64 emitter.

Part of the RV64IM backend of the SP generator (DESIGN.md section 4):
emit_rv64.py selects instructions for one leaf kernel on virtual
registers (`MInst` lists in IR order); this module gives them physical
registers within the inline-asm budget and orders them for an in-order
dual-issue core; rv64sim.py then executes the result.

Register allocation (`allocate`, one run of the small class `_Allocator`:
the use analysis, the register state, and the steps bring / evict /
destination as methods) is a linear scan over the instruction list with
Belady eviction: when every register is taken, the value whose
next use is farthest away (weighted by the cost of getting it back) leaves
its register.  Getting a value back costs
  - nothing new for an input word: it is loaded again from its array
    (legal while no store to a location that may alias it has happened);
  - one `ld` from the per-kernel constant pool, or an `li` sequence, for a
    constant;
  - an `sd` to a scratch array once and an `ld` per reload otherwise
    (a spill; the emitter then passes a scratch pointer).
Registers are handed out first-freed-first-reused so that a freed register
is not rewritten at once, which leaves the scheduler room to move
instructions across each other.

Scheduling (`schedule`) is list scheduling after allocation on the
dependence graph of the physical code (register true, anti and output
dependences, memory dependences by array/alias class and word index) for
a machine model of the SiFive U74 as llvm-mca sees it: two issue slots
per cycle, loads/stores on pipe A, mul/mulhu on pipe B, ALU on either,
and the latencies in `MODEL`.  The priority is the latency-weighted
height, so the mul/mulhu of later products are issued between the
add/sltu carry steps of earlier ones.

Everything is straight-line: a schedule is a permutation, never a branch.
"""

import bisect
import heapq

ZERO = "zero"

# Latencies (cycles) of the sifive-u74 model of llvm-mca 14: every integer
# instruction 3, loads 3; one multiplier (pipe B), one load/store unit
# (pipe A), two ALUs.
MODEL = {"alu": 3, "mul": 3, "load": 3, "store": 1}

MUL_OPS = ("mul", "mulhu")
MEM_OPS = ("ld", "sd")


class MInst:
    """One machine instruction.

    op    - mnemonic (rv64sim.MNEMONICS)
    dst   - register written (virtual register key before allocation,
            register name after), or None
    srcs  - registers read, in operand order; for ld: [base]; for sd:
            [value, base]
    imm   - immediate / memory offset / li value
    mem   - (space, word index) for ld/sd: space is an alias class name
            (arrays that may alias share one), '$spill' or '$pool'
    """
    __slots__ = ("op", "dst", "srcs", "imm", "mem")

    def __init__(self, op, dst=None, srcs=(), imm=None, mem=None):
        self.op = op
        self.dst = dst
        self.srcs = list(srcs)
        self.imm = imm
        self.mem = mem

    def kind(self):
        if self.op in MUL_OPS:
            return "mul"
        if self.op == "ld":
            return "load"
        if self.op == "sd":
            return "store"
        return "alu"

    def __repr__(self):
        return "%s %r <- %r imm=%r mem=%r" % (self.op, self.dst, self.srcs,
                                              self.imm, self.mem)


class VInfo:
    """What the allocator knows about a virtual register.

    remat    - None, ('load', space, index, base vreg) for a word loaded
               from an input array (reloadable), or ('const', recipe) with
               recipe a list of MInst templates that build the constant in
               a register (see emit_rv64.const_recipe)
    fixed    - register name the value lives in from entry (operands)
    pinned   - never evicted (pointers, the returned value)
    """
    __slots__ = ("remat", "fixed", "pinned")

    def __init__(self, remat=None, fixed=None, pinned=False):
        self.remat = remat
        self.fixed = fixed
        self.pinned = pinned


class AllocError(Exception):
    pass


class Allocation:
    """Result of `allocate`: physical code and statistics."""

    def __init__(self):
        self.code = []
        self.spill_slots = 0
        self.spills = 0            # values stored to the scratch array
        self.reloads = 0           # ld from scratch
        self.rematerialized = 0    # input words loaded again, constants
        self.used = set()          # allocatable registers written
        self.freed_operands = set()  # operand registers reused


def allocate(code, vinfo, regs, ret=None, ret_reg=None, free_ptrs=True):
    """Linear-scan allocation of `code` (MInst on virtual registers).

    regs     - allocatable register names, in order of preference
    vinfo    - {vreg: VInfo}; operand values carry `fixed` registers
    ret      - the vreg returned (pinned to ret_reg once defined)
    free_ptrs- operand registers (pointers, words) become allocatable
               after the last use of their value; else operand values
               stay in their registers to the end (read-only operands)
    Returns an Allocation; raises AllocError when the budget cannot hold
    the values one instruction needs at once.
    """
    return _Allocator(code, vinfo, regs, ret, ret_reg, free_ptrs).run()


class _Allocator:
    """One run of `allocate`: the use analysis of the code (built once),
    the register state (which vreg holds which register, the free FIFO,
    spill slots) and the steps of the scan: bring a value into a register
    (reload or rematerialise), evict one (Belady: farthest next use per
    cost of bringing it back), assign a destination."""

    def __init__(self, code, vinfo, regs, ret, ret_reg, free_ptrs):
        self.code, self.vinfo, self.regs = code, vinfo, regs
        self.ret, self.ret_reg, self.free_ptrs = ret, ret_reg, free_ptrs
        self._analyse()
        self.out = Allocation()
        self.reg_of = {}          # vreg -> register
        self.holder = {}          # register -> vreg
        self.free = []            # FIFO of free registers
        self.spill_slot = {}      # vreg -> slot (value stored there)
        self.free_slots = []
        self.nslots = 0
        self.emit = self.out.code.append
        for v, info in vinfo.items():
            if info.fixed is not None and v in self.uses:
                self.reg_of[v] = info.fixed
                self.holder[info.fixed] = v
        self.free.extend(r for r in regs if r not in self.holder)
        self.free_set = set(self.free)

    def _analyse(self):
        """uses (vreg -> sorted positions), stores ((space, index) ->
        positions of sd), defpos, last_use and dies_at (position ->
        vregs whose last use it is)."""
        code, vinfo, n = self.code, self.vinfo, len(self.code)
        uses = {}
        for p, ins in enumerate(code):
            for s in ins.srcs:
                if s != ZERO:
                    uses.setdefault(s, []).append(p)
        if self.ret is not None:
            uses.setdefault(self.ret, []).append(n)
        if not self.free_ptrs:
            for v, info in vinfo.items():
                if info.fixed is not None and v in uses:
                    uses[v].append(n)
        # Alias-aware validity of reloading an input word: until the first
        # store to the same (space, index) after its load.
        stores = {}
        for p, ins in enumerate(code):
            if ins.op == "sd":
                stores.setdefault(ins.mem, []).append(p)
        defpos = {}
        for p, ins in enumerate(code):
            if ins.dst is not None:
                defpos[ins.dst] = p
        last_use = {v: u[-1] for v, u in uses.items()}
        # A pointer stays as long as a word loaded through it may be
        # reloaded.
        for v, info in vinfo.items():
            if info.remat and info.remat[0] == "load" and v in last_use:
                base = info.remat[3]
                last_use[base] = max(last_use.get(base, -1), last_use[v])
        dies_at = {}
        for v, p in last_use.items():
            dies_at.setdefault(p, []).append(v)
        self.uses, self.stores, self.defpos = uses, stores, defpos
        self.last_use, self.dies_at = last_use, dies_at

    def remat_ok(self, v, at):
        """v can be rebuilt (constant) or reloaded (input word not yet
        overwritten, its pointer still live) at position `at`."""
        r = self.vinfo[v].remat if v in self.vinfo else None
        if r is None:
            return False
        if r[0] == "const":
            return True
        st = self.stores.get((r[1], r[2]), [])
        i = bisect.bisect_right(st, self.defpos.get(v, -1))
        if i < len(st) and st[i] < at:
            return False
        base = r[3]
        return base in self.reg_of and self.last_use.get(base, -1) >= at

    def next_use(self, v, p):
        u = self.uses.get(v, ())
        i = bisect.bisect_left(u, p)
        return u[i] if i < len(u) else None

    def release(self, r):
        del self.holder[r]
        if r == self.ret_reg:
            return
        self.free.append(r)
        self.free_set.add(r)
        if r not in self.regs:
            self.out.freed_operands.add(r)

    def take(self, r):
        self.free_set.discard(r)
        self.free.remove(r)

    def pop_free(self):
        while self.free:
            r = self.free.pop(0)
            if r in self.free_set:
                self.free_set.discard(r)
                return r
        return None

    def _victim(self, p, protect):
        """The register to evict before instruction p: the largest
        distance to the next use per cost of bringing the value back."""
        best, best_score = None, None
        for r, v in self.holder.items():
            info = self.vinfo.get(v, _NOINFO)
            if v in protect or info.pinned or r == self.ret_reg or \
                    (not self.free_ptrs and info.fixed is not None):
                continue
            nu = self.next_use(v, p)
            if nu is None:
                cost = 0.01
                dist = 1 << 30
            else:
                dist = nu - p
                if self.remat_ok(v, nu):
                    info = self.vinfo[v].remat
                    cost = 1.0 if info[0] == "load" else len(info[1])
                elif v in self.spill_slot:
                    cost = 1.0
                else:
                    cost = 2.2
            score = dist / cost
            if best_score is None or score > best_score:
                best, best_score = r, score
        if best is None:
            raise AllocError("no register left at instruction %d" % p)
        return best

    def evict(self, p, protect):
        best = self._victim(p, protect)
        v = self.holder[best]
        nu = self.next_use(v, p)
        if nu is not None and not self.remat_ok(v, nu) and \
                v not in self.spill_slot:
            if self.free_slots:
                slot = self.free_slots.pop()
            else:
                slot = self.nslots
                self.nslots += 1
            self.spill_slot[v] = slot
            self.emit(MInst("sd", None, [best, "%[spill]"], 8 * slot,
                            ("$spill", slot)))
            self.out.spills += 1
        del self.reg_of[v]
        del self.holder[best]
        return best

    def get_reg(self, p, protect):
        r = self.pop_free()
        if r is None:
            r = self.evict(p, protect)
        return r

    def bring(self, v, p, protect):
        """Make v live in a register before instruction p."""
        r = self.get_reg(p, protect)
        info = self.vinfo.get(v, _NOINFO)
        if v in self.spill_slot and not (info.remat and
                                         self.remat_ok(v, p)):
            slot = self.spill_slot[v]
            self.emit(MInst("ld", r, ["%[spill]"], 8 * slot,
                            ("$spill", slot)))
            self.out.reloads += 1
        elif info.remat and self.remat_ok(v, p):
            if info.remat[0] == "load":
                _, space, idx, base = info.remat
                self.emit(MInst("ld", r, [self.reg_of[base]], 8 * idx,
                                (space, idx)))
            else:
                for t in info.remat[1]:
                    srcs = [r if s == "$self" else s for s in t.srcs]
                    self.emit(MInst(t.op, r, srcs, t.imm, t.mem))
            self.out.rematerialized += 1
        else:
            raise AllocError("value %r lost at instruction %d" % (v, p))
        self.reg_of[v] = r
        self.holder[r] = v
        return r

    def _release_dying(self, p):
        """Values whose last use is instruction p free their registers
        (returned: the destination may reuse one)."""
        dying = []
        for s in self.dies_at.get(p, ()):
            if s in self.reg_of:
                r = self.reg_of.pop(s)
                slot = self.spill_slot.pop(s, None)
                if slot is not None:
                    self.free_slots.append(slot)
                self.release(r)
                dying.append(r)
        return dying

    def _dest(self, ins, p, protect, dying):
        """Register of the result of instruction p."""
        if ins.dst == self.ret:
            dst = self.ret_reg
            if dst in self.holder:
                raise AllocError("return register busy")
        else:
            cand = [r for r in dying
                    if r in self.free_set and r != self.ret_reg]
            if cand:
                dst = cand[0]
                self.take(dst)
            else:
                dst = self.get_reg(p, protect)
        if ins.dst in self.uses:
            self.reg_of[ins.dst] = dst
            self.holder[dst] = ins.dst
        else:
            # dead result (should not happen after DCE): free at once
            self.free.append(dst)
            self.free_set.add(dst)
        return dst

    def run(self):
        for p, ins in enumerate(self.code):
            protect = set(s for s in ins.srcs if s != ZERO)
            srcs = []
            for s in ins.srcs:
                if s == ZERO:
                    srcs.append(ZERO)
                elif s in self.reg_of:
                    srcs.append(self.reg_of[s])
                else:
                    srcs.append(self.bring(s, p, protect))
            dying = self._release_dying(p)
            dst = None
            if ins.dst is not None:
                dst = self._dest(ins, p, protect, dying)
            self.emit(MInst(ins.op, dst, srcs, ins.imm, ins.mem))
        ret, ret_reg = self.ret, self.ret_reg
        if ret is not None and self.reg_of.get(ret) != ret_reg:
            if ret in self.reg_of:
                self.emit(MInst("mv", ret_reg, [self.reg_of[ret]]))
            else:
                r = self.bring(ret, len(self.code), set())
                self.emit(MInst("mv", ret_reg, [r]))
        out = self.out
        out.spill_slots = self.nslots
        for ins in out.code:
            if ins.dst is not None and ins.dst in self.regs:
                out.used.add(ins.dst)
        return out


_NOINFO = VInfo()


def drop_dead_loads(code, live_out=()):
    """code (allocated) without the loads whose register is written again,
    or the block ends, before anything reads it.  They come from
    eviction: a word loaded from an input array may lose its register
    before its first use (reloading it later is cheap), which leaves the
    first load dead.  live_out: registers read after the block (the
    result).  Returns (code, number of loads dropped)."""
    live = set(live_out)
    keep = []
    dropped = 0
    for ins in reversed(code):
        if ins.op == "ld" and ins.dst not in live:
            dropped += 1
            continue
        if ins.dst is not None:
            live.discard(ins.dst)
        live.update(ins.srcs)
        keep.append(ins)
    keep.reverse()
    return keep, dropped


# ---------------------------------------------------------------------------
# Scheduling
# ---------------------------------------------------------------------------
def _latency(ins, model):
    k = ins.kind()
    if ins.op == "li" and ins.imm is not None and \
            not -2048 <= ins.imm <= 2047 and ins.imm & 0xFFF:
        return 2 * model["alu"]
    return model[k]


def dependences(code, model=MODEL):
    """preds[i] = [(j, latency)] of physical code (see module doc)."""
    n = len(code)
    preds = [[] for _ in range(n)]
    last_write, readers = {}, {}
    last_store, loads = {}, {}
    for i, ins in enumerate(code):
        for r in set(ins.srcs):
            if r == ZERO:
                continue
            if r in last_write:
                j = last_write[r]
                preds[i].append((j, _latency(code[j], model)))
            readers.setdefault(r, []).append(i)
        if ins.mem is not None and ins.mem[0] != "$pool":
            loc = ins.mem
            if ins.op == "ld":
                if loc in last_store:
                    preds[i].append((last_store[loc], 1))
                loads.setdefault(loc, []).append(i)
            else:
                for j in loads.get(loc, ()):
                    preds[i].append((j, 0))
                if loc in last_store:
                    preds[i].append((last_store[loc], 1))
                last_store[loc] = i
                loads[loc] = []
        d = ins.dst
        if d is not None:
            for j in readers.get(d, ()):
                if j != i:
                    preds[i].append((j, 0))
            if d in last_write:
                preds[i].append((last_write[d], 1))
            last_write[d] = i
            readers[d] = []
    return preds


def schedule(code, model=MODEL):
    """(reordered code, cycles) by list scheduling; see module doc."""
    n = len(code)
    if n == 0:
        return [], 0
    preds = dependences(code, model)
    succs = [[] for _ in range(n)]
    npred = [0] * n
    for i, ps in enumerate(preds):
        seen = {}
        for j, lat in ps:
            seen[j] = max(seen.get(j, -1), lat)
        preds[i] = list(seen.items())
        npred[i] = len(preds[i])
        for j, lat in preds[i]:
            succs[j].append((i, lat))
    height = [0] * n
    for i in range(n - 1, -1, -1):
        h = _latency(code[i], model)
        for k, lat in succs[i]:
            h = max(h, lat + height[k])
        height[i] = h
    earliest = [0] * n
    ready = [(-height[i], i) for i in range(n) if npred[i] == 0]
    heapq.heapify(ready)
    order, cycle, done = [], 0, 0
    finish = 0
    while done < n:
        slots, mul_used, mem_used = 2, False, False
        deferred = []
        issued = 0
        while slots and ready:
            h, i = heapq.heappop(ready)
            k = code[i].kind()
            if earliest[i] > cycle or (k == "mul" and mul_used) or \
                    (k in ("load", "store") and mem_used):
                deferred.append((h, i))
                continue
            order.append(i)
            done += 1
            issued += 1
            slots -= 1
            mul_used = mul_used or k == "mul"
            mem_used = mem_used or k in ("load", "store")
            finish = max(finish, cycle + _latency(code[i], model))
            for s, lat in succs[i]:
                earliest[s] = max(earliest[s], cycle + lat)
                npred[s] -= 1
                if npred[s] == 0:
                    heapq.heappush(ready, (-height[s], s))
        for x in deferred:
            heapq.heappush(ready, x)
        if issued == 0 and ready:
            nxt = min(earliest[i] for _, i in ready)
            cycle = max(cycle + 1, nxt)
        else:
            cycle += 1
    return [code[i] for i in order], max(cycle, finish)


def simulate_cycles(code, model=MODEL):
    """Cycles of code issued in order on the model (no reordering): an
    instruction issues when its operands are ready and a slot of its
    pipe is free in the current cycle, else the pipeline stalls."""
    preds = dependences(code, model)
    t = [0] * len(code)
    cycle, slots, mul_used, mem_used = 0, 0, False, False
    finish = 0
    for i, ins in enumerate(code):
        ready = max([t[j] + lat for j, lat in preds[i]] + [0])
        k = ins.kind()
        if ready > cycle or slots == 2 or (k == "mul" and mul_used) or \
                (k in ("load", "store") and mem_used):
            cycle = max(cycle + 1, ready)
            slots, mul_used, mem_used = 0, False, False
        t[i] = cycle
        slots += 1
        mul_used = mul_used or k == "mul"
        mem_used = mem_used or k in ("load", "store")
        finish = max(finish, cycle + _latency(ins, model))
    return finish


def prepass(code, limit, window=64, model=MODEL):
    """List-schedule virtual (SSA) code before allocation.

    Same machine model as `schedule`, but on virtual registers (true and
    memory dependences only), looking at most `window` instructions past
    the oldest unscheduled one, and with a register-pressure cap: while
    `limit` values are live the priority switches from height to the
    original order (which the kernel builders keep low in pressure),
    pressure-reducing instructions first.  Returns the code in the new
    order."""
    n = len(code)
    defs = {}
    for i, ins in enumerate(code):
        if ins.dst is not None:
            defs[ins.dst] = i
    preds = [[] for _ in range(n)]
    last_store, loads = {}, {}
    remaining = {}
    for i, ins in enumerate(code):
        for s in ins.srcs:
            if s in defs:
                preds[i].append((defs[s], _latency(code[defs[s]], model)))
                remaining[s] = remaining.get(s, 0) + 1
        if ins.mem is not None:
            loc = ins.mem
            if ins.op == "ld":
                if loc in last_store:
                    preds[i].append((last_store[loc], 1))
                loads.setdefault(loc, []).append(i)
            else:
                for j in loads.get(loc, ()):
                    preds[i].append((j, 0))
                if loc in last_store:
                    preds[i].append((last_store[loc], 1))
                last_store[loc] = i
                loads[loc] = []
    succs = [[] for _ in range(n)]
    npred = [0] * n
    for i, ps in enumerate(preds):
        seen = {}
        for j, lat in ps:
            seen[j] = max(seen.get(j, -1), lat)
        preds[i] = list(seen.items())
        npred[i] = len(preds[i])
        for j, lat in preds[i]:
            succs[j].append((i, lat))
    height = [0] * n
    for i in range(n - 1, -1, -1):
        h = _latency(code[i], model)
        for k, lat in succs[i]:
            h = max(h, lat + height[k])
        height[i] = h

    srcmult = []
    for ins in code:
        m = {}
        for x in ins.srcs:
            if x in remaining:
                m[x] = m.get(x, 0) + 1
        srcmult.append(m)
    defines = [ins.dst is not None and bool(remaining.get(ins.dst))
               for ins in code]

    def delta(i):
        d = 1 if defines[i] else 0
        for x, k in srcmult[i].items():
            if remaining[x] == k:
                d -= 1
        return d

    earliest = [0] * n
    ready = sorted((-height[i], i) for i in range(n) if npred[i] == 0)
    kinds = [ins.kind() for ins in code]
    done = [False] * n
    order, cycle, live, oldest = [], 0, 0, 0
    while ready:
        mul_used = mem_used = False
        issued = 0
        while issued < 2:
            over = live >= limit
            pick, key = None, None
            for h, i in ready:
                if i >= oldest + window or earliest[i] > cycle:
                    continue
                k = kinds[i]
                if (k == "mul" and mul_used) or \
                        (k in ("load", "store") and mem_used):
                    continue
                if not over:
                    pick = (h, i)
                    break
                kk = (delta(i) > 0, i)
                if key is None or kk < key:
                    pick, key = (h, i), kk
            if pick is None:
                break
            h, i = pick
            ready.remove(pick)
            order.append(i)
            done[i] = True
            while oldest < n and done[oldest]:
                oldest += 1
            issued += 1
            k = kinds[i]
            mul_used = mul_used or k == "mul"
            mem_used = mem_used or k in ("load", "store")
            live += delta(i)
            for x, m in srcmult[i].items():
                remaining[x] -= m
            for s2, lat in succs[i]:
                earliest[s2] = max(earliest[s2], cycle + lat)
                npred[s2] -= 1
                if npred[s2] == 0:
                    bisect.insort(ready, (-height[s2], s2))
        cycle += 1
        if issued == 0 and ready:
            cand = [earliest[i] for _, i in ready if i < oldest + window]
            nxt = min(cand) if cand else cycle
            if nxt > cycle:
                cycle = nxt
    assert len(order) == n
    return [code[i] for i in order]
