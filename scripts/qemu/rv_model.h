/* rv_model.h -- in-order scoreboard cycle models of RISC-V 64 cores, fed
 * one translation block of decoded instructions (rv_decode.h) at a time.
 *
 * Measurement tooling (scripts/qemu/), used by insn_count.c when it runs
 * with cycles=MODEL.  The models and where each number comes from are in
 * doc/RISCV.md ("Cycle model"); in short:
 *
 *   u74      SiFive U74 (SiFive 7 series): dual issue in order, pipe A
 *            loads/stores and ALU, pipe B mul/div/branches/jumps/FP and
 *            ALU, early/late ALU forwarding, a non-pipelined divider,
 *            bimodal branch prediction, taken branches end the issue group.
 *   u54      SiFive U54 (Rocket-like): single issue, ALU 1, ld/lw 2,
 *            lb/lh 3, mul 4 pipelined, div 33/34 blocking, mispredict 3.
 *   u74-mca  what llvm-mca 14 computes with -mcpu=sifive-u74 (every
 *   u54-mca  integer result 3 cycles, in-order write-back, its pipe
 *            selection), resp. -mcpu=sifive-u54, for the executed stream
 *            as if it were straight-line (no branch or fetch effects):
 *            the validation target of tests/build/qemu_cycles_test.py.
 *
 * A model issues every instruction at the earliest cycle allowed by
 *   - program order: not before the previous instruction's cycle;
 *   - the issue group: at most `width` instructions per cycle, a pipe
 *     each (SiFive 7: at most one A-only and one B-only per cycle; an ALU
 *     op takes whichever is free); a taken branch or a serialising
 *     instruction closes the group;
 *   - operands: the cycle each source register is ready for this kind of
 *     reader (register ready times re[] for readers in the first execute
 *     stage -- addresses, multiplier and divider inputs -- and rl[] for
 *     readers that may execute late: ALU ops, branches, store data);
 *   - units: the divider (and on u74-mca pipe B) while a division runs;
 *   - the front end: fetch redirects after mispredicted branches, and
 *     optional I-cache misses.
 * State (ready times, group, predictor, cache) is carried from block to
 * block; branch outcomes are learnt when the next block starts.
 *
 * Marker instructions (WC_MARKER_START/STOP) drain the model: a region's
 * cycle count runs from the cycle at which everything before START has
 * completed to the cycle at which the last result of the region is
 * ready.  For a straight-line region that is llvm-mca's "Total Cycles"
 * minus one (llvm-mca also counts the retire cycle).
 */
#ifndef RV_MODEL_H
#define RV_MODEL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rv_decode.h"

/* Pipe needs of each class: any (ALU), A, B, or the whole machine. */
enum rv_pipe { RV_P_ANY = 0, RV_P_A = 1, RV_P_B = 2, RV_P_SERIAL = 3 };

/* SiFive 7: loads, stores and FP loads use pipe A; mul/div, branches,
 * jumps, FP and CSR accesses pipe B (GCC sifive-7.md, LLVM
 * RISCVSchedSiFive7.td).  Single-issue cores ignore this. */
static const uint8_t rv_class_pipe[RV_NCLASS] = {
    [RV_ALU] = RV_P_ANY,    [RV_LOAD] = RV_P_A,     [RV_STORE] = RV_P_A,
    [RV_MUL] = RV_P_B,      [RV_DIV] = RV_P_B,      [RV_DIVW] = RV_P_B,
    [RV_BRANCH] = RV_P_B,   [RV_JAL] = RV_P_B,      [RV_JALR] = RV_P_B,
    [RV_FLOAD] = RV_P_A,    [RV_FALU] = RV_P_B,     [RV_FDIV] = RV_P_B,
    [RV_AMO] = RV_P_A,      [RV_CSR] = RV_P_B,      [RV_SYSTEM] = RV_P_SERIAL,
    [RV_MARK_START] = RV_P_ANY, [RV_MARK_STOP] = RV_P_ANY,
    [RV_OTHER] = RV_P_ANY,
};

/* Latency table index: the class, or for loads RV_LAT_LOAD + log2 of
 * the access size. */
#define RV_LAT_LOAD RV_NCLASS
#define RV_NLAT (RV_NCLASS + 4)

/* One core model: its numbers (see doc/RISCV.md for the sources). */
typedef struct rv_core {
    const char *name;
    unsigned width;         /* instructions issued per cycle */
    unsigned pipes;         /* SiFive 7 pipes A and B */
    unsigned late_alu;      /* SiFive 7 early/late ALU */
    unsigned mca;           /* llvm-mca 14: in-order write-back, its pipe
                               selection, div holds pipe B, no WAW check */
    unsigned branches;      /* predict branches, taken ends the group */
    /* result latency per class, for readers in the first execute stage;
     * loads by log2(width) at RV_LAT_LOAD + width (rv_op.lat_i) */
    uint16_t lat[RV_NLAT];
    uint16_t alu_late;      /* late_alu: an ALU op that had to execute
                               late delivers to early readers after this */
    uint16_t fwd_late;      /* late_alu: loads, mul, late ALU results reach
                               late readers after this */
    uint16_t div_busy, divw_busy, fdiv_busy;  /* unit occupancy */
    uint16_t mispredict;    /* extra cycles before the right path issues */
} rv_core;

static const rv_core rv_cores[] = {
    {
        "u74", 2, 1, 1, 0, 1,
        {
            [RV_ALU] = 1, [RV_STORE] = 1, [RV_MUL] = 3, [RV_DIV] = 66,
            [RV_DIVW] = 34, [RV_BRANCH] = 1, [RV_JAL] = 1, [RV_JALR] = 1,
            [RV_FLOAD] = 2, [RV_FALU] = 7, [RV_FDIV] = 56, [RV_AMO] = 3,
            [RV_CSR] = 3, [RV_SYSTEM] = 1, [RV_OTHER] = 1,
            [RV_LAT_LOAD] = 3, 3, 3, 3,
        },
        3, 1, 65, 33, 55, 3,
    },
    {
        "u54", 1, 0, 0, 0, 1,
        {
            [RV_ALU] = 1, [RV_STORE] = 1, [RV_MUL] = 4, [RV_DIV] = 33,
            [RV_DIVW] = 34, [RV_BRANCH] = 1, [RV_JAL] = 1, [RV_JALR] = 1,
            [RV_FLOAD] = 2, [RV_FALU] = 6, [RV_FDIV] = 20, [RV_AMO] = 2,
            [RV_CSR] = 3, [RV_SYSTEM] = 1, [RV_OTHER] = 1,
            [RV_LAT_LOAD] = 3, 3, 2, 2,
        },
        1, 1, 33, 34, 20, 3,
    },
    {
        "u74-mca", 2, 1, 0, 1, 0,
        {
            [RV_ALU] = 3, [RV_STORE] = 1, [RV_MUL] = 3, [RV_DIV] = 16,
            [RV_DIVW] = 16, [RV_BRANCH] = 1, [RV_JAL] = 1, [RV_JALR] = 1,
            [RV_FLOAD] = 2, [RV_FALU] = 7, [RV_FDIV] = 56, [RV_AMO] = 3,
            [RV_CSR] = 1, [RV_SYSTEM] = 1, [RV_OTHER] = 3,
            [RV_LAT_LOAD] = 3, 3, 3, 3,
        },
        3, 3, 16, 16, 55, 0,
    },
    {
        "u54-mca", 1, 0, 0, 1, 0,
        {
            [RV_ALU] = 1, [RV_STORE] = 1, [RV_MUL] = 4, [RV_DIV] = 33,
            [RV_DIVW] = 34, [RV_BRANCH] = 1, [RV_JAL] = 1, [RV_JALR] = 1,
            [RV_FLOAD] = 2, [RV_FALU] = 6, [RV_FDIV] = 20, [RV_AMO] = 2,
            [RV_CSR] = 1, [RV_SYSTEM] = 1, [RV_OTHER] = 1,
            [RV_LAT_LOAD] = 3, 3, 2, 2,
        },
        1, 1, 33, 34, 20, 0,
    },
};
#define RV_NCORES (sizeof(rv_cores) / sizeof(rv_cores[0]))

/* Optional instruction cache shared by the options of all models. */
typedef struct rv_icache_cfg {
    unsigned on;
    unsigned size, line, ways;
    unsigned miss;          /* cycles a miss stalls the front end */
    unsigned prefetch;      /* tagged next-line prefetch */
} rv_icache_cfg;

#define RV_RAS_DEPTH 6      /* guess (doc/RISCV.md) */
#define RV_IND_ENTRIES 64   /* indirect-jump last-target table: guess */
#define RV_MAX_RESULTS 512  /* region results queued within one TB */

/* The issue group: instructions in it (2 bits), pipes A and B taken,
 * closed to more instructions. */
#define RV_G_N 3u
#define RV_G_A 4u
#define RV_G_B 8u
#define RV_G_CLOSED 16u

/* The scalar state of a model every instruction reads and writes (kept
 * apart so that the block loop can hold it in registers). */
typedef struct rv_hot {
    uint64_t grp_t;         /* issue group: its cycle, and what it holds */
    unsigned grp;           /* RV_G_N instructions, RV_G_A/B pipes taken,
                               RV_G_CLOSED */
    uint64_t fetch_t;       /* the front end delivers nothing before */
    uint64_t done;          /* every issued result ready by then */
    uint64_t div_free, fdiv_free;
    uint64_t b_busy;        /* mca: pipe B held by a division */
    uint64_t last_wb;       /* mca: write-back of the last issued */
    unsigned strat_next, strat_removed;  /* mca: its A/B selection */
} rv_hot;

typedef struct rv_result {
    uint64_t cycles, branches, mispredicts, icache_misses;
} rv_result;

typedef struct rv_model {
    const rv_core *core;
    rv_hot h;               /* the state every instruction touches */
    uint64_t re[64], rl[64];    /* ready for early / late readers */
    uint64_t lat_e[RV_NLAT];    /* latency to early readers, by lat_i */
    uint64_t lat_l[RV_NLAT];    /* ... to late readers (late_alu cores) */
    /* branch prediction */
    uint8_t *bht;
    unsigned bht_mask;
    uint64_t ras[RV_RAS_DEPTH];
    unsigned ras_top, ras_n;
    uint64_t ind[RV_IND_ENTRIES];
    /* the last block ended in this control transfer, outcome pending */
    unsigned pend;          /* class, or 0 */
    uint64_t pend_pc, pend_t;
    unsigned pend_size, pend_link;
    /* I-cache: tags per set, LRU by a stamp */
    const rv_icache_cfg *ic;
    uint64_t *ic_tag, *ic_stamp;
    uint8_t *ic_pf;         /* line came in by prefetch, not yet used */
    uint64_t ic_clock;
    unsigned ic_sets;
    /* region */
    unsigned in_region;
    uint64_t r_start;
    rv_result acc;          /* events since START */
    rv_result results[RV_MAX_RESULTS];
    unsigned n_results, r_head;
    FILE *trace;            /* issue cycle of every region instruction */
    uint64_t n_regions;     /* regions modelled */
    unsigned sample;        /* model every sample-th region (0, 1: all) */
    uint64_t n_starts;      /* STARTs seen (with sample > 1) */
} rv_model;

static inline uint64_t rv_max(uint64_t a, uint64_t b)
{
    return a > b ? a : b;
}

/* Finds a core by name; NULL if unknown. */
static const rv_core *rv_core_find(const char *name)
{
    size_t i;

    for (i = 0; i < RV_NCORES; i++) {
        if (strcmp(rv_cores[i].name, name) == 0) {
            return &rv_cores[i];
        }
    }
    return NULL;
}

/* The model fields of a decoded op: which sources may be read late (ALU
 * ops and branches both, jalr its base, stores and AMOs their data),
 * whether it is an ALU op (early or late ALU), whether it takes the slow
 * path (divider, serialising), and its latency-table index. */
#define RV_LATE1 1u
#define RV_LATE2 2u
#define RV_ALUOP 4u
#define RV_SLOW 8u
#define RV_PIPE_SHIFT 4     /* bits 4-5: rv_class_pipe */

static void rv_model_prepare(rv_op *op)
{
    switch (op->cls) {
    case RV_ALU: case RV_OTHER:
        op->mflags = RV_LATE1 | RV_LATE2 | RV_ALUOP;
        break;
    case RV_BRANCH:
        op->mflags = RV_LATE1 | RV_LATE2;
        break;
    case RV_JALR:
        op->mflags = RV_LATE1;
        break;
    case RV_STORE: case RV_AMO:
        op->mflags = RV_LATE2;
        break;
    case RV_DIV: case RV_DIVW: case RV_FDIV: case RV_SYSTEM:
        op->mflags = RV_SLOW;
        break;
    default:
        op->mflags = 0;
        break;
    }
    op->mflags |= (uint8_t)(rv_class_pipe[op->cls] << RV_PIPE_SHIFT);
    op->lat_i = op->cls == RV_LOAD ? (uint8_t)(RV_LAT_LOAD + (op->width & 3u))
                                   : op->cls;
}

/* For a two-issue SiFive 7 group in state g (RV_G_*) and an op of pipe
 * class p: rv_group_full[g * 4 + p] says the group cannot take it (full,
 * closed, its pipe taken, or a serialising op in a non-empty group) and
 * rv_group_add[g * 4 + p] is the group with it; an ALU op (RV_P_ANY)
 * takes whichever pipe is free.  Filled by rv_group_table(). */
static uint8_t rv_group_full[32 * 4], rv_group_add[32 * 4];

static void rv_group_table(void)
{
    unsigned g, p;

    for (g = 0; g < 32; g++) {
        for (p = 0; p < 4; p++) {
            unsigned n = g & RV_G_N, taken = (g >> 2) & 3u;
            rv_group_full[g * 4 + p] = (uint8_t)(
                n >= 2u || (g & RV_G_CLOSED) || (taken & p) != 0u ||
                (p == RV_P_SERIAL && n != 0u));
            rv_group_add[g * 4 + p] = (uint8_t)(
                ((n + 1u) & RV_G_N) | (g & (RV_G_A | RV_G_B | RV_G_CLOSED)) |
                p << 2 | (p == RV_P_SERIAL ? RV_G_CLOSED : 0u));
        }
    }
}

/* bht_entries must be a power of two.  Returns 0, or -1 without memory. */
static int rv_model_init(rv_model *m, const rv_core *core,
                         unsigned bht_entries, const rv_icache_cfg *ic)
{
    unsigned i;

    memset(m, 0, sizeof(*m));
    m->core = core;
    m->bht = malloc(bht_entries);
    if (m->bht == NULL) {
        return -1;
    }
    memset(m->bht, 1, bht_entries);     /* weakly not taken */
    m->bht_mask = bht_entries - 1;
    for (i = 0; i < RV_NLAT; i++) {
        m->lat_e[i] = m->lat_l[i] = core->lat[i];
    }
    if (core->late_alu) {
        /* results reach late readers (ALU ops, branches, store data)
         * early: loads, mul and AMOs after fwd_late, divisions two cycles
         * before the others (LLVM's SiFive7AnyToGPRBypass) */
        for (i = RV_LAT_LOAD; i < RV_NLAT; i++) {
            m->lat_l[i] = core->fwd_late;
        }
        m->lat_l[RV_MUL] = m->lat_l[RV_AMO] = core->fwd_late;
        m->lat_l[RV_DIV] = core->lat[RV_DIV] - 2u;
        m->lat_l[RV_DIVW] = core->lat[RV_DIVW] - 2u;
    }
    m->h.strat_next = 3;
    rv_group_table();
    m->ic = ic;
    if (ic != NULL && ic->on) {
        size_t lines = ic->size / ic->line;
        m->ic_sets = (unsigned)(lines / ic->ways);
        m->ic_tag = calloc(lines, sizeof(uint64_t));
        m->ic_stamp = calloc(lines, sizeof(uint64_t));
        m->ic_pf = calloc(lines, 1);
        if (m->ic_tag == NULL || m->ic_stamp == NULL || m->ic_pf == NULL) {
            return -1;
        }
    }
    return 0;
}

/* llvm-mca's resource selection among pipes A (bit 0) and B (bit 1) for
 * an op either may take (its DefaultResourceStrategy: the highest ready
 * unit still in the round, which is B before A). */
static unsigned rv_strat_select(rv_hot *h, unsigned ready)
{
    unsigned cand = ready & h->strat_next, sel;

    if (cand == 0) {
        h->strat_next = 3u ^ h->strat_removed;
        h->strat_removed = 0;
        cand = ready & h->strat_next;
        if (cand == 0) {
            h->strat_next = 3;
            cand = ready & 3u;
        }
    }
    sel = (cand & 2u) ? 2u : 1u;
    h->strat_next &= sel | (sel - 1u);
    return sel;
}

/* ... and its bookkeeping when a pipe becomes busy. */
static void rv_strat_used(rv_hot *h, unsigned mask)
{
    if (mask > h->strat_next) {
        h->strat_removed |= mask;
        return;
    }
    h->strat_next &= ~mask;
    if (h->strat_next == 0) {
        h->strat_next = 3u ^ h->strat_removed;
        h->strat_removed = 0;
    }
}

/* The cycle by which everything issued so far is complete. */
static uint64_t rv_drain_time(const rv_hot *h)
{
    uint64_t t = rv_max(h->done, h->fetch_t);

    t = rv_max(t, (h->grp & RV_G_N) ? h->grp_t + 1 : h->grp_t);
    t = rv_max(t, h->div_free);
    t = rv_max(t, h->fdiv_free);
    return rv_max(t, h->b_busy);
}

/* Nothing issues before cycle t, in a new group. */
static void rv_fence(rv_hot *h, uint64_t t)
{
    h->fetch_t = rv_max(h->fetch_t, t);
    if (h->grp_t < t) {
        h->grp_t = t;
        h->grp = 0;
    }
}

#if defined(__GNUC__)
#define RV_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define RV_ALWAYS_INLINE inline
#endif

/* Can the current group (at its cycle t) take one more op of this pipe
 * class?  PIPES and MCA are the core's, as constants (see rv_issue). */
static RV_ALWAYS_INLINE int rv_group_takes(const rv_model *m,
                                           const rv_hot *h, unsigned pipe,
                                           uint64_t t, const int PIPES,
                                           const int MCA)
{
    unsigned n = h->grp & RV_G_N;

    if (n >= m->core->width || (h->grp & RV_G_CLOSED)) {
        return 0;
    }
    if (pipe == RV_P_SERIAL) {
        return n == 0;
    }
    if (!PIPES) {
        return 1;
    }
    if (MCA) {
        /* RV_G_A / RV_G_B: pipe used this cycle (explicit choice) */
        unsigned b_free = !(h->grp & RV_G_B) && h->b_busy <= t;
        if (pipe == RV_P_A) {
            return !(h->grp & RV_G_A);
        }
        if (pipe == RV_P_B) {
            return b_free;
        }
        return !(h->grp & RV_G_A) || b_free;
    }
    /* RV_G_A / RV_G_B: an A-only / B-only op is in the group; an ALU op
     * moves to the other pipe */
    if (pipe == RV_P_A) {
        return !(h->grp & RV_G_A);
    }
    if (pipe == RV_P_B) {
        return !(h->grp & RV_G_B);
    }
    return 1;
}

/* Issues one instruction.  PIPES, LATE and MCA are the core's pipes,
 * late_alu and mca flags, passed as constants so that each kind of core
 * gets its own compiled loop (rv_model_block). */
static RV_ALWAYS_INLINE void rv_issue(rv_model *m, rv_hot *h,
                                      const rv_op *op,
                                      const int PIPES, const int LATE,
                                      const int MCA)
{
    const rv_core *c = m->core;
    unsigned cls = op->cls, pipe = rv_class_pipe[cls];
    uint64_t t = rv_max(h->grp_t, h->fetch_t);
    uint64_t lat = c->lat[op->lat_i], lat_late, done;
    const uint64_t *r1 = (LATE && (op->mflags & RV_LATE1)) ? m->rl : m->re;
    const uint64_t *r2 = (LATE && (op->mflags & RV_LATE2)) ? m->rl : m->re;

    t = rv_max(t, r1[op->rs1]);
    t = rv_max(t, r2[op->rs2]);
    t = rv_max(t, m->re[op->rs3]);
    if (cls >= RV_DIV && cls <= RV_DIVW) {
        t = rv_max(t, h->div_free);
    } else if (cls == RV_FDIV) {
        t = rv_max(t, h->fdiv_free);
    } else if (pipe == RV_P_SERIAL) {
        t = rv_max(t, rv_drain_time(h));
    }
    if (MCA) {
        if (PIPES && pipe == RV_P_B) {
            t = rv_max(t, h->b_busy);
        }
        if (h->last_wb > lat) {
            t = rv_max(t, h->last_wb - lat);
        }
    } else if (m->re[op->rd] > t + lat && op->rd != 0) {
        /* write-after-write: results land in program order */
        t = m->re[op->rd] - lat;
    }
    if (t == h->grp_t && !rv_group_takes(m, h, pipe, t, PIPES, MCA)) {
        t++;
    }
    if (t != h->grp_t) {
        h->grp_t = t;
        h->grp = 0;
    }
    h->grp++;

    /* pipes */
    if (PIPES) {
        unsigned used = pipe;
        if (MCA && pipe == RV_P_ANY) {
            unsigned ready = ((h->grp & RV_G_A) ? 0u : 1u) |
                             ((h->grp & RV_G_B) || h->b_busy > t ? 0u : 2u);
            used = rv_strat_select(h, ready);
        }
        h->grp |= used << 2;        /* RV_P_A/B -> RV_G_A/B */
        if (MCA) {
            if (used & 1u) {
                rv_strat_used(h, 1u);
            }
            if (used & 2u) {
                rv_strat_used(h, 2u);
            }
        }
    }
    if (pipe == RV_P_SERIAL) {
        h->grp |= RV_G_CLOSED;
    }

    /* results */
    lat_late = lat;
    if (LATE) {
        if (cls == RV_ALU || cls == RV_OTHER) {
            /* executes early when its operands are ready for an early
             * reader, else in the late ALU (LLVM D153666) */
            if (m->re[op->rs1] > t || m->re[op->rs2] > t) {
                lat = c->alu_late;
                lat_late = c->fwd_late;
            }
        } else if (cls == RV_LOAD || cls == RV_MUL || cls == RV_AMO) {
            lat_late = c->fwd_late;
        } else if (cls == RV_DIV || cls == RV_DIVW) {
            lat_late = lat - 2u;
        }
    }
    done = t + lat;
    m->re[op->rd] = done;
    m->rl[op->rd] = t + lat_late;
    m->re[0] = m->rl[0] = 0;            /* x0: no dependence */
    h->done = rv_max(h->done, done);
    if (MCA) {
        h->last_wb = done;
    }
    if (cls >= RV_DIV && cls <= RV_DIVW) {
        h->div_free = t + (cls == RV_DIV ? c->div_busy : c->divw_busy);
        if (MCA && PIPES) {
            h->b_busy = h->div_free;
        }
    } else if (cls == RV_FDIV) {
        h->fdiv_free = t + c->fdiv_busy;
    } else if (pipe == RV_P_SERIAL) {
        rv_fence(h, done);
    }
}

/* Bimodal 2-bit counters, indexed by pc / 2. */
static int rv_predict_update(rv_model *m, uint64_t pc, int taken)
{
    uint8_t *ctr = &m->bht[(pc >> 1) & m->bht_mask];
    int predicted = *ctr >= 2;

    if (taken && *ctr < 3) {
        (*ctr)++;
    } else if (!taken && *ctr > 0) {
        (*ctr)--;
    }
    return predicted == taken;
}

/* The block that just started begins at next_pc: settle the control
 * transfer that ended the previous one. */
static void rv_resolve(rv_model *m, uint64_t next_pc)
{
    unsigned cls = m->pend;
    uint64_t fall = m->pend_pc + m->pend_size;
    int taken = next_pc != fall, right = 1;

    m->pend = 0;
    if (cls == RV_BRANCH) {
        right = rv_predict_update(m, m->pend_pc, taken);
    } else if (cls == RV_JALR) {
        unsigned link = m->pend_link;
        if (link & RV_LINK_POP) {
            if (m->ras_n > 0) {
                m->ras_top = (m->ras_top + RV_RAS_DEPTH - 1) % RV_RAS_DEPTH;
                right = m->ras[m->ras_top] == next_pc;
                m->ras_n--;
            } else {
                right = 0;
            }
        } else {
            uint64_t *e = &m->ind[(m->pend_pc >> 1) % RV_IND_ENTRIES];
            right = *e == next_pc;
            *e = next_pc;
        }
    }
    if ((cls == RV_JAL || cls == RV_JALR) && (m->pend_link & RV_LINK_PUSH)) {
        m->ras[m->ras_top] = fall;
        m->ras_top = (m->ras_top + 1) % RV_RAS_DEPTH;
        if (m->ras_n < RV_RAS_DEPTH) {
            m->ras_n++;
        }
    }
    m->acc.branches++;
    if (!right) {
        m->acc.mispredicts++;
        rv_fence(&m->h, m->pend_t + 1 + m->core->mispredict);
    } else if (taken) {
        rv_fence(&m->h, m->pend_t + 1);  /* ends the issue group */
    }
}

/* Puts line (an address / line size) into its set, evicting the least
 * recently used way; pf: it came in by prefetch. */
static void rv_icache_fill(rv_model *m, uint64_t line, int pf)
{
    unsigned set = (unsigned)(line % m->ic_sets), w, ways = m->ic->ways;
    uint64_t *tag = &m->ic_tag[(size_t)set * ways];
    uint64_t *st = &m->ic_stamp[(size_t)set * ways];
    unsigned victim = 0;

    for (w = 0; w < ways; w++) {
        if (tag[w] == line + 1) {
            return;                     /* already there */
        }
        if (st[w] < st[victim]) {
            victim = w;
        }
    }
    tag[victim] = line + 1;             /* 0 = empty */
    st[victim] = ++m->ic_clock;
    m->ic_pf[(size_t)set * ways + victim] = (uint8_t)pf;
}

/* I-cache lookup of the line holding addr; returns 1 on a miss (the line
 * is then filled, and with prefetch the next line too; the first use of
 * a prefetched line prefetches the one after it). */
static int rv_icache_access(rv_model *m, uint64_t addr)
{
    uint64_t line = addr / m->ic->line;
    unsigned set = (unsigned)(line % m->ic_sets), w, ways = m->ic->ways;
    size_t base = (size_t)set * ways;

    for (w = 0; w < ways; w++) {
        if (m->ic_tag[base + w] == line + 1) {
            m->ic_stamp[base + w] = ++m->ic_clock;
            if (m->ic_pf[base + w]) {   /* first use of a prefetched line */
                m->ic_pf[base + w] = 0;
                if (m->ic->prefetch) {
                    rv_icache_fill(m, line + 1, 1);
                }
            }
            return 0;
        }
    }
    rv_icache_fill(m, line, 0);
    if (m->ic->prefetch) {
        rv_icache_fill(m, line + 1, 1);
    }
    return 1;
}

/* A block as the translator saw it. */
typedef struct rv_block {
    uint64_t pc;
    uint32_t n;             /* instructions */
    uint16_t n_lines;       /* cache lines the block touches */
    uint16_t has_marker;
    uint64_t *lines;        /* [n_lines] line addresses */
    uint16_t *line_at;      /* [n_lines] first instruction in each line */
    uint64_t *pcs;          /* [n] instruction addresses */
    rv_op ops[];            /* [n] */
} rv_block;

/* Nothing issues before everything issued so far has completed. */
static uint64_t rv_drain(rv_model *m)
{
    uint64_t t = rv_drain_time(&m->h);

    rv_fence(&m->h, t);
    m->h.done = t;
    return t;
}

/* START: a region begins (only every m->sample-th one is modelled). */
static void rv_region_start(rv_model *m)
{
    if (m->sample > 1 && m->n_starts++ % m->sample != 0) {
        m->in_region = 0;
        return;
    }
    m->r_start = rv_drain(m);
    m->h.strat_next = 3;                  /* as llvm-mca starts */
    m->h.strat_removed = 0;
    memset(&m->acc, 0, sizeof(m->acc));
    m->in_region = 1;
    m->n_regions++;
}

/* STOP: queue the region's result (rv_model_pop). */
static void rv_region_stop(rv_model *m)
{
    rv_result *r;

    if (!m->in_region) {
        return;
    }
    m->in_region = 0;
    if (m->n_results == RV_MAX_RESULTS) {
        return;                         /* cannot happen: TB <= 512 insns */
    }
    r = &m->results[(m->r_head + m->n_results) % RV_MAX_RESULTS];
    *r = m->acc;
    r->cycles = rv_drain_time(&m->h) - m->r_start;
    m->n_results++;
    rv_drain(m);                        /* code after STOP starts afresh */
}

/* Pops the oldest finished region; returns 0 if there is none. */
static int rv_model_pop(rv_model *m, rv_result *out)
{
    if (m->n_results == 0) {
        return 0;
    }
    *out = m->results[m->r_head];
    m->r_head = (m->r_head + 1) % RV_MAX_RESULTS;
    m->n_results--;
    return 1;
}

/* The slow part of rv_issue_fast for divisions and serialising ops: the
 * unit (or the whole machine) must be free. */
static uint64_t rv_slow_wait(const rv_hot *h, unsigned cls, uint64_t t)
{
    if (cls == RV_DIV || cls == RV_DIVW) {
        return rv_max(t, h->div_free);
    }
    if (cls == RV_FDIV) {
        return rv_max(t, h->fdiv_free);
    }
    return rv_max(t, rv_drain_time(h));
}

/* ... and after issue: the unit is busy, or nothing issues before done. */
static void rv_slow_after(const rv_core *c, rv_hot *h, unsigned cls,
                          uint64_t t, uint64_t done)
{
    if (cls == RV_DIV || cls == RV_DIVW) {
        h->div_free = t + (cls == RV_DIV ? c->div_busy : c->divw_busy);
    } else if (cls == RV_FDIV) {
        h->fdiv_free = t + c->fdiv_busy;
    } else {
        rv_fence(h, done);
    }
}

/* rv_issue for the cores of the benchmark (u74: PIPES and LATE, width 2;
 * u54: neither, width 1), the same rules without branches on the data in
 * the common path: the model is one long dependence chain through the
 * issue cycle, so a host branch mispredicted costs more than the work. */
static RV_ALWAYS_INLINE void rv_issue_fast(rv_model *m, rv_hot *restrict h,
                                           const rv_op *op, const int PIPES,
                                           const int LATE)
{
    unsigned cls = op->cls, fl = op->mflags;
    const uint64_t *r1 = (LATE && (fl & RV_LATE1)) ? m->rl : m->re;
    const uint64_t *r2 = (LATE && (fl & RV_LATE2)) ? m->rl : m->re;
    uint64_t lat = m->lat_e[op->lat_i];
    uint64_t lat_l = LATE ? m->lat_l[op->lat_i] : lat;
    uint64_t e1 = m->re[op->rs1], e2 = m->re[op->rs2], w = m->re[op->rd];
    uint64_t base, t, done;

    /* in order: not before the current group (single issue: after it) */
    base = PIPES ? h->grp_t : h->grp_t + (h->grp & RV_G_N);
    base = rv_max(base, h->fetch_t);
    t = rv_max(rv_max(r1[op->rs1], r2[op->rs2]),
               rv_max(m->re[op->rs3], base));
    if (fl & RV_SLOW) {
        t = rv_slow_wait(h, cls, t);
    }
    /* write-after-write: results land in program order */
    t = rv_max(t, w > lat ? w - lat : 0);
    if (PIPES) {
        /* the group takes it, or it opens the next one (rv_group_table) */
        unsigned pipe = (fl >> RV_PIPE_SHIFT) & 3u;
        t += (t == h->grp_t) & rv_group_full[h->grp * 4u + pipe];
        h->grp = rv_group_add[(t == h->grp_t ? h->grp : 0u) * 4u + pipe];
    } else {
        h->grp = 1;
    }
    h->grp_t = t;
    if (LATE) {
        /* an ALU op executes late when an operand is not ready for an
         * early reader (LLVM D153666) */
        unsigned late = ((fl & RV_ALUOP) != 0u) & ((e1 > t) | (e2 > t));
        lat = late ? m->core->alu_late : lat;
    } else {
        (void)e1;
        (void)e2;
    }
    done = t + lat;
    m->re[op->rd] = done;
    m->rl[op->rd] = t + lat_l;
    m->re[0] = m->rl[0] = 0;            /* x0: no dependence */
    h->done = rv_max(h->done, done);
    if (fl & RV_SLOW) {
        rv_slow_after(m->core, h, cls, t, done);
    }
}

/* The I-cache lines instruction i of b touches, from *line_i on (lines
 * that end before it were passed over outside the region). */
static void rv_fetch_lines(rv_model *m, const rv_block *b, uint32_t i,
                           uint32_t *line_i)
{
    while (*line_i < b->n_lines && b->line_at[*line_i] <= i) {
        if (b->lines[*line_i] + m->ic->line > b->pcs[i] &&
            rv_icache_access(m, b->lines[*line_i])) {
            m->acc.icache_misses++;
            rv_fence(&m->h, rv_max(m->h.grp_t, m->h.fetch_t) + m->ic->miss);
        }
        (*line_i)++;
    }
}

/* A control transfer ends a block: its outcome is known when the next
 * block starts. */
static void rv_block_end(rv_model *m, const rv_block *b)
{
    const rv_op *op = b->n != 0 ? &b->ops[b->n - 1] : NULL;

    if (op != NULL && op->cls >= RV_BRANCH && op->cls <= RV_JALR) {
        m->pend = op->cls;
        m->pend_pc = b->pcs[b->n - 1];
        m->pend_size = op->size;
        m->pend_link = op->link;
        m->pend_t = m->h.grp_t;
    }
}

/* The loop of rv_model_block for one kind of core. */
static RV_ALWAYS_INLINE void rv_block_k(rv_model *m, const rv_block *b,
                                        int only_regions, const int PIPES,
                                        const int LATE, const int MCA)
{
    uint32_t i, line_i = 0;
    int icache = m->ic != NULL && m->ic->on, slow = icache || m->trace;
    rv_hot h;

    if (!MCA && PIPES == LATE && !slow && !b->has_marker &&
        (!only_regions || m->in_region)) {
        /* the common case, as a loop of nothing else, on m->h itself
         * (a copy costs more than it saves in blocks of a few
         * instructions) */
        rv_hot *restrict hp = &m->h;
        for (i = 0; i < b->n; i++) {
            rv_issue_fast(m, hp, &b->ops[i], PIPES, LATE);
        }
        rv_block_end(m, b);
        return;
    }
    h = m->h;               /* in registers; m->h is stale until the end */
    for (i = 0; i < b->n; i++) {
        const rv_op *op = &b->ops[i];

        if (op->cls >= RV_MARK_START && op->cls <= RV_MARK_STOP) {
            m->h = h;
            if (op->cls == RV_MARK_START) {
                rv_region_start(m);
            } else {
                rv_region_stop(m);
            }
            h = m->h;
            continue;
        }
        if (only_regions && !m->in_region) {
            continue;
        }
        if (slow && icache) {
            m->h = h;
            rv_fetch_lines(m, b, i, &line_i);
            h = m->h;
        }
        if (MCA || (PIPES && !LATE) || (!PIPES && LATE)) {
            rv_issue(m, &h, op, PIPES, LATE, MCA);
        } else {
            rv_issue_fast(m, &h, op, PIPES, LATE);
        }
        if (slow && m->trace != NULL && m->in_region) {
            fprintf(m->trace, "WC_ISSUE %s %llu %llx %llu\n",
                    m->core->name, (unsigned long long)m->n_regions,
                    (unsigned long long)b->pcs[i],
                    (unsigned long long)(h.grp_t - m->r_start));
        }
    }
    m->h = h;
    if (!only_regions || m->in_region) {
        rv_block_end(m, b);
    }
}

static void rv_block_u74(rv_model *m, const rv_block *b, int only_regions)
{
    rv_block_k(m, b, only_regions, 1, 1, 0);
}

static void rv_block_single(rv_model *m, const rv_block *b, int only_regions)
{
    rv_block_k(m, b, only_regions, 0, 0, 0);
}

static void rv_block_mca2(rv_model *m, const rv_block *b, int only_regions)
{
    rv_block_k(m, b, only_regions, 1, 0, 1);
}

static void rv_block_mca1(rv_model *m, const rv_block *b, int only_regions)
{
    rv_block_k(m, b, only_regions, 0, 0, 1);
}

/* Runs the model over one executed block.  only_regions: skip
 * everything outside marked regions (START drains the model anyway). */
static void rv_model_block(rv_model *m, const rv_block *b, int only_regions)
{
    const rv_core *c = m->core;

    if (m->pend) {
        if (c->branches) {
            rv_resolve(m, b->pc);
        } else {
            m->pend = 0;
        }
    }
    if (only_regions && !m->in_region && !b->has_marker) {
        return;
    }
    if (c->mca) {
        (c->pipes ? rv_block_mca2 : rv_block_mca1)(m, b, only_regions);
    } else if (c->pipes && c->late_alu) {
        rv_block_u74(m, b, only_regions);
    } else if (!c->pipes && !c->late_alu) {
        rv_block_single(m, b, only_regions);
    } else {
        rv_block_k(m, b, only_regions, c->pipes != 0, c->late_alu != 0, 0);
    }
}

#endif /* RV_MODEL_H */
