/*
 * _classic_core: the exact drop-only solver of popout_desktop.engine.classic.drop_solver, in C.
 *
 * The same algorithm as ClassicSolver (Pascal Pons' "Solving Connect 4"), step for step, so
 * that it visits the same nodes and returns the same scores:
 *
 *   - negamax with alpha-beta, driven by null windows that bisect the score range (solve());
 *   - a position is (cur, mask) seen from the player to move, in the rules engine's bit layout:
 *     cell (column, row) is bit column * stride + row, stride = rows + 1 (a spare, always clear
 *     top bit per column);
 *   - only non-losing moves are searched (two opponent threats: lost; one: block it; never play
 *     directly below an opponent's spot);
 *   - score bounds from the number of discs;
 *   - a transposition table keyed by cur + mask holding a lower and an upper bound. The Python
 *     solver uses a dict, which never forgets; so does this table (open addressing, grown at
 *     half load), which is what keeps the node counts equal;
 *   - children ordered by the number of winning spots they create, then centre first.
 *
 * Any drop-only board whose layout fits 64 bits ((rows + 1) * columns <= 64), any connect
 * length 2..MAX_CONNECT, side columns or not (their discs are simply part of cur / mask; only
 * the playable columns, given in centre-first order, are ever played).
 *
 * Python API (see the type's docstrings):
 *   Core(rows, width, connect, order, *, max_entries=0, roots=0, small_table=0)
 *        order: playable columns, centre first; max_entries: 0 keeps every entry (the
 *        default, node for node as Python), else a bound (new keys then replace old ones);
 *        roots > 0: solve() empties a table that cannot help the new position first
 *        (keep_or_clear: ClassicSolver's policy, in C so the public API pays no Python)
 *   core.solve(cur, mask, discs, weak=False, deadline=None, node_limit=None, stop=None,
 *              seconds=None)
 *        -> score, or None when stopped (deadline in time.monotonic() seconds, node_limit a
 *           total node count, stop a callable polled like Clock.stop, an exception raised by
 *           stop propagates; seconds: a time limit from now, read on the core's own
 *           monotonic clock, the sooner of it and deadline counts). Every argument may be given by position: ClassicSolver does, as
 *           parsing keywords costs more than the search of an easy position.
 *   core.negamax(cur, mask, discs, alpha, beta) -> score   (one window, for tests)
 *   core.nodes, core.table_size, core.table_slots, core.dead_tables, core.clear()
 *
 * The GIL is released during the search from its first clock check (after 2,048 nodes) and
 * taken back only to poll `stop`.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define MAX_COLUMNS 64
#define CHECK_EVERY 2047u /* nodes between two stop checks (a mask: 2**k - 1), as in Python */

/* The table's slots: the key (in _core_common.h's Entry) and the score's bounds. Once bounded
 * and full, a new key replaces the entry in its home slot (tt_place's replace, as Pons' table). */
#define ENTRY_PAYLOAD int8_t lo, hi; /* bounds on the score */
/* Slots tagged with the table's generation (in the padding of a 16-byte slot): keep_or_clear
 * and clear() empty a table without zeroing it or giving up its size (see recycle). */
#define TT_GENERATIONS
#include "_core_common.h"

/* Set both bounds of key (insert or overwrite). -1 when out of memory. */
static int tt_put(Table *t, bits_t key, int lo, int hi)
{
    Entry *e = tt_place(t, key, 1);
    if (!e)
        return -1;
    e->lo = (int8_t)lo;
    e->hi = (int8_t)hi;
    return 0;
}

/* Where tt_find left a key: the slots it looked in and their mask (a grown table has a larger
 * one: the pointer alone could be the same again, a freed table's memory given to a later
 * one), the slot it stopped at (the key's own, or the empty slot that ended its chain) and
 * whether the key was there. */
typedef struct {
    const Entry *slots;
    size_t mask;
    size_t at;
    int found;
} Probe;

/* tt_get, remembering where it stopped for tt_put_after. */
static ALWAYS_INLINE const Entry *tt_find(const Table *t, bits_t key, Probe *probe)
{
    const bits_t stored = key + 1;
    size_t i = tt_hash(stored, t->mask);
    for (;; i = (i + 1) & t->mask) {
        const Entry *e = &t->slots[i];
        if (!TT_LIVE(t, e)) {
            *probe = (Probe){t->slots, t->mask, i, 0};
            return NULL;
        }
        if (e->key == stored) {
            *probe = (Probe){t->slots, t->mask, i, 1};
            return e;
        }
    }
}

/* tt_put of the key tt_find probed for (`probe`), after the search of its children: while an
 * unbounded table has not grown, its slot is where tt_find found it (written at once, without reading
 * it again: a deep search's slot has left the cache by then), or at or after the empty slot
 * its chain ended at (the children may have filled that one). Else, and when the new key
 * would grow the table, tt_put. -1 when out of memory. */
static ALWAYS_INLINE int tt_put_after(Table *t, bits_t key, const Probe *probe, int lo, int hi)
{
    if (probe->slots != t->slots || probe->mask != t->mask || t->max_slots)
        return tt_put(t, key, lo, hi); /* grown, or bounded: a new key may have taken the slot */
    Entry *e = &t->slots[probe->at];
    if (!probe->found) {
        const bits_t stored = key + 1;
        size_t i = probe->at;
        while (TT_LIVE(t, &t->slots[i]) && t->slots[i].key != stored)
            i = (i + 1) & t->mask;
        e = &t->slots[i];
        if (!TT_LIVE(t, e)) {
            if ((t->used + 1) * 2 > t->mask + 1)
                return tt_put(t, key, lo, hi);
            e->key = stored;
            TT_MARK(t, e);
            t->used++;
        }
    }
    e->lo = (int8_t)lo;
    e->hi = (int8_t)hi;
    return 0;
}

/* ---------------------------------------------------------------------------------------- */
/* The board.                                                                                 */

typedef struct {
    int connect;
    int stride;
    int n_cells;                  /* cells of the playable columns: N in Pons' score */
    int n_order;                  /* playable columns */
    bits_t col_mask[MAX_COLUMNS]; /* per playable column, in move order (centre first) */
    bits_t bottom_row;            /* bottom cells of the playable columns */
    bits_t playable;              /* every cell of the playable columns */
    bits_t board;                 /* every cell of the board (side columns included) */
    int dirs[4];                  /* vertical, horizontal, the two diagonals */
} Geometry;

/* ---------------------------------------------------------------------------------------- */
/* The search.                                                                                */

typedef struct {
    const Geometry *g;
    Table *table;
    SEARCH_CLOCK_FIELDS
} Search;

/* Called every CHECK_EVERY + 1 nodes: sets s->stopped when the search must end. A search
 * starts with the GIL held and releases it here, at its first check: most searches through
 * the public API end within a few dozen nodes, and releasing and taking back the GIL around
 * each cost them a tenth of their time. */
static void check(Search *s)
{
    if (clock_out(s->nodes, s->node_limit, s->deadline)) {
        s->stopped = STOP_CLOCK;
        return;
    }
    if (s->stop) {
        const int why = s->released ? poll_stop(s->stop, &s->released) : call_stop(s->stop);
        if (why) {
            s->stopped = why;
            return;
        }
    }
    if (!s->released)
        s->released = PyEval_SaveThread();
}

typedef struct {
    int score; /* winning spots the move creates */
    int index; /* place in the centre-first order */
    bits_t mask;
} Child;

/*
 * negamax(cur, mask, n, alpha, beta): ClassicSolver's generated negamax, line for line.
 * Defined once per connect length K (3..6 specialised, the rest generic) by NEGAMAX_BODY.
 * On a stop it returns 0 at once without writing the table (s->stopped tells the caller).
 */
#define NEGAMAX_BODY(SELF, K, DIRS)                                                           \
    const Geometry *g = s->g;                                                                 \
    const int N = g->n_cells;                                                                 \
    s->nodes++;                                                                               \
    if (!(s->nodes & CHECK_EVERY)) {                                                          \
        check(s);                                                                             \
        if (s->stopped)                                                                       \
            return 0;                                                                         \
    }                                                                                         \
    bits_t possible = (mask + g->bottom_row) & g->playable;                                   \
    bits_t ow = spots_k(cur ^ mask, (DIRS), (K)) & (g->board ^ mask);                         \
    bits_t forced = possible & ow;                                                            \
    if (forced) {                                                                             \
        if (forced & (forced - 1))                                                            \
            return -((N - n) / 2);                                                            \
        possible = forced;                                                                    \
    }                                                                                         \
    possible &= ~(ow >> 1);                                                                   \
    if (!possible)                                                                            \
        return -((N - n) / 2);                                                                \
    if (n >= N - 2)                                                                           \
        return 0;                                                                             \
    int low = -((N - 2 - n) / 2);                                                             \
    if (alpha < low) {                                                                        \
        alpha = low;                                                                          \
        if (alpha >= beta)                                                                    \
            return alpha;                                                                     \
    }                                                                                         \
    const bits_t key = cur + mask;                                                            \
    int lo = -128, hi = 127;                                                                  \
    Probe probe;                                                                              \
    const Entry *e = tt_find(s->table, key, &probe);                                          \
    if (e) {                                                                                  \
        lo = e->lo;                                                                           \
        hi = e->hi;                                                                           \
        if (alpha < lo) {                                                                     \
            alpha = lo;                                                                       \
            if (alpha >= beta)                                                                \
                return alpha;                                                                 \
        }                                                                                     \
        if (beta > hi) {                                                                      \
            beta = hi;                                                                        \
            if (alpha >= beta)                                                                \
                return beta;                                                                  \
        }                                                                                     \
    }                                                                                         \
    int high = (N - 1 - n) / 2;                                                               \
    if (beta > high) {                                                                        \
        beta = high;                                                                          \
        if (alpha >= beta)                                                                    \
            return beta;                                                                      \
    }                                                                                         \
    /* Children, sorted by spots descending then order ascending (Python's moves.sort()). */  \
    Child moves[MAX_COLUMNS];                                                                 \
    int count = 0;                                                                            \
    for (int i = 0; i < g->n_order; i++) {                                                    \
        bits_t m = possible & g->col_mask[i];                                                 \
        if (!m)                                                                               \
            continue;                                                                         \
        bits_t nm = mask | m;                                                                 \
        tt_prefetch(s->table, (cur ^ mask) + nm); /* the child's slot, read when it is searched */ \
        int score = POPCOUNT64(spots_k(cur | m, (DIRS), (K)) & (g->board ^ nm));              \
        int j = count++;                                                                      \
        while (j > 0 && moves[j - 1].score < score) {                                         \
            moves[j] = moves[j - 1];                                                          \
            j--;                                                                              \
        }                                                                                     \
        moves[j].score = score;                                                               \
        moves[j].index = i;                                                                   \
        moves[j].mask = nm;                                                                   \
    }                                                                                         \
    const bits_t opp_next = cur ^ mask;                                                       \
    for (int i = 0; i < count; i++) {                                                         \
        int score = -SELF(s, opp_next, moves[i].mask, n + 1, -beta, -alpha);                  \
        if (s->stopped)                                                                       \
            return 0;                                                                         \
        if (score >= beta) {                                                                  \
            if (score > lo && tt_put_after(s->table, key, &probe, score, hi) < 0)             \
                s->stopped = STOP_ERROR;                                                      \
            return score;                                                                     \
        }                                                                                     \
        if (score > alpha)                                                                    \
            alpha = score;                                                                    \
    }                                                                                         \
    if (alpha < hi && tt_put_after(s->table, key, &probe, lo, alpha) < 0)                     \
        s->stopped = STOP_ERROR;                                                              \
    return alpha;

static int negamax_3(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_3, 3, g->dirs)
}
static int negamax_4(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_4, 4, g->dirs)
}
static int negamax_5(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_5, 5, g->dirs)
}
static int negamax_6(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_6, 6, g->dirs)
}
static int negamax_any(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_any, s->g->connect, g->dirs)
}

/* Classic Connect Four's columns of 6 rows (stride 7) and lines of 4: the directions are
 * constants, so every shift of spots_k is one instruction (with g->dirs each is a variable
 * shift and a test for 64). About 10 % of Pons' begin set. */
static const int DIRS_STRIDE_7[4] = {1, 7, 8, 6};
static int negamax_4_stride_7(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_4_stride_7, 4, DIRS_STRIDE_7)
}

/* The same for x86-64 processors with the popcnt instruction (nearly all: chosen at run time,
 * see Core_init), where the build may not assume it: a node counts the winning spots of up
 * to 7 children, each by a dozen instructions of bit arithmetic otherwise (Pons' end set:
 * about a sixth of a node's instructions). */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__) && !defined(__POPCNT__)
#define HAVE_POPCNT_COPY 1
#undef POPCOUNT64
#define POPCOUNT64(x) __builtin_popcountll(x)
__attribute__((target("popcnt"))) static int
negamax_4_stride_7_popcnt(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_4_stride_7_popcnt, 4, DIRS_STRIDE_7)
}
#undef POPCOUNT64
#define POPCOUNT64(x) popcount64(x)
#endif

typedef int (*negamax_fn)(Search *, bits_t, bits_t, int, int, int);

/* ClassicSolver.solve: the bisection of the score range with null windows. */
static int solve(Search *s, negamax_fn negamax, bits_t cur, bits_t mask, int discs, int weak)
{
    const Geometry *g = s->g;
    const int N = g->n_cells;
    bits_t possible = (mask + g->bottom_row) & g->playable;
    bits_t spots = spots_k(cur, g->dirs, g->connect) & (g->board ^ mask);
    if (spots & possible)
        return weak ? 1 : (N + 1 - discs) / 2;
    if (discs >= N - 1)
        return 0; /* one cell left and no win in it: the last disc draws */
    int low = -((N - discs) / 2), high = (N + 1 - discs) / 2;
    if (weak) {
        low = -1;
        high = 1;
    }
    while (low < high) {
        int middle = low + (high - low) / 2;
        if (middle <= 0 && -((-low) / 2) < middle)
            middle = -((-low) / 2);
        else if (middle >= 0 && high / 2 > middle)
            middle = high / 2;
        int result = negamax(s, cur, mask, discs, middle, middle + 1);
        if (s->stopped)
            return 0;
        if (result <= middle)
            high = result;
        else
            low = result;
    }
    if (weak)
        return (low > 0) - (low < 0);
    return low;
}

/* ---------------------------------------------------------------------------------------- */
/* The Python type.                                                                           */

/* A position solved since the table was last emptied (see keep_or_clear). */
typedef struct {
    bits_t cur, mask;
    int discs;
} Root;

#define MAX_ROOTS 64
/* A table that is shrunk (see recycle) keeps at most this many slots (2**14: 256 KB, about
 * what a cache holds), not its first 4,096: a middle-game search of a few thousand entries
 * then does not grow and rehash its table twice over again. */
#define KEPT_TABLE_BITS 14
/* recycle: a table emptied with fewer live entries than its slots / SPARSE_FILL is sparse; after
 * SPARSE_RESETS sparse emptyings in a row it is shrunk. */
#define SPARSE_FILL 64
#define SPARSE_RESETS 16

typedef struct {
    PyObject_HEAD
    Geometry g;
    Table table;
    uint64_t nodes;
    negamax_fn negamax;
    int busy; /* a search is running (the GIL is released): refuse a second one */
    /* keep_or_clear's memory: 0 roots (the default) never empties the table in solve() */
    int max_roots, n_roots, next_root;
    Py_ssize_t small_table;
    uint64_t dead_tables;
    int sparse_resets; /* recycle's sparse emptyings in a row */
    Root roots[MAX_ROOTS];
} Core;

/* Empty the table for the searches to come. Its slots are kept as they are (tt_empty: a new
 * generation, nothing zeroed): a deep search (Pons' begin set: up to 8 M entries, 2**24 slots)
 * fills a table by doubling it from a few thousand slots, rehashing every entry at each step
 * and faulting in zeroed pages, a fifth of its time; emptied so, the next deep search finds
 * the slots there. A table left mostly empty by SPARSE_RESETS emptyings in a row (small
 * searches after a deep one: a sparse table costs a cache miss a probe) is given back and
 * made again at KEPT_TABLE_BITS. -1 when out of memory (slots NULL). */
static int recycle(Core *self)
{
    Table *t = &self->table;
    const size_t slots = t->mask + 1;
    if (slots > ((size_t)1 << KEPT_TABLE_BITS) && t->used * SPARSE_FILL < slots) {
        if (++self->sparse_resets >= SPARSE_RESETS) {
            self->sparse_resets = 0;
            return tt_reset(t, KEPT_TABLE_BITS);
        }
    } else
        self->sparse_resets = 0;
    tt_empty(t);
    return 0;
}

/* drop_solver.may_share_positions: 0 if no position can follow both a root and (cur, mask,
 * discs), for they disagree on a cell both have filled (cur is the mover's discs, the same
 * player when the disc counts have the same parity). */
static inline int may_share(const Root *a, bits_t cur, bits_t mask, int discs)
{
    bits_t cur_a = a->cur;
    if ((a->discs ^ discs) & 1)
        cur_a ^= a->mask;
    return !((cur_a ^ cur) & a->mask & mask);
}

/* ClassicSolver._keep_or_clear, here so that a solve through the public API pays no Python
 * for it: empty a table of more than small_table entries when none of the last max_roots
 * positions solved into it may share a later position with this one (no entry can be found
 * again), then remember this one. -1 when out of memory. */
static int keep_or_clear(Core *self, bits_t cur, bits_t mask, int discs)
{
    if (self->n_roots && self->table.used > (size_t)self->small_table) {
        int share = 0;
        for (int i = 0; i < self->n_roots && !share; i++)
            share = may_share(&self->roots[i], cur, mask, discs);
        if (!share) {
            if (recycle(self) < 0)
                return -1;
            self->n_roots = self->next_root = 0;
            self->dead_tables++;
        }
    }
    self->roots[self->next_root] = (Root){cur, mask, discs};
    self->next_root = (self->next_root + 1) % self->max_roots;
    if (self->n_roots < self->max_roots)
        self->n_roots++;
    return 0;
}

static int Core_init(Core *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"rows",  "width",       "connect", "order", "max_entries",
                             "roots", "small_table", NULL};
    int rows, width, connect, roots = 0;
    PyObject *order;
    Py_ssize_t max_entries = 0, small_table = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "iiiO|$nin", kwlist, &rows, &width, &connect,
                                     &order, &max_entries, &roots, &small_table))
        return -1;
    if (check_max_entries(max_entries) < 0)
        return -1;
    if (roots < 0 || roots > MAX_ROOTS || small_table < 0) {
        PyErr_Format(PyExc_ValueError, "roots must be 0..%d and small_table at least 0", MAX_ROOTS);
        return -1;
    }
    if (rows < 1 || width < 1 || (rows + 1) * width > 64) {
        PyErr_SetString(PyExc_ValueError, "the board does not fit 64 bits: (rows + 1) * width > 64");
        return -1;
    }
    if (check_connect(connect) < 0)
        return -1;
    int columns[MAX_COLUMNS];
    const Py_ssize_t n_order =
        parse_order(order, width, columns, 0, "order: a column outside the board");
    if (n_order < 0)
        return -1;
    Geometry *g = &self->g;
    memset(g, 0, sizeof *g);
    g->connect = connect;
    g->stride = rows + 1;
    const bits_t column = (((bits_t)1 << rows) - 1);
    for (int c = 0; c < width; c++)
        g->board |= column << (c * g->stride);
    for (Py_ssize_t i = 0; i < n_order; i++) {
        const int c = columns[i];
        g->col_mask[i] = column << (c * g->stride);
        g->bottom_row |= (bits_t)1 << (c * g->stride);
        g->playable |= g->col_mask[i];
    }
    g->n_order = (int)n_order;
    g->n_cells = (int)n_order * rows;
    g->dirs[0] = 1;
    g->dirs[1] = g->stride;
    g->dirs[2] = g->stride + 1;
    g->dirs[3] = g->stride - 1;
    self->negamax = connect == 4 && g->stride == 7 ? negamax_4_stride_7 : SPECIALISED(negamax, connect);
#if defined(HAVE_POPCNT_COPY)
    if (self->negamax == negamax_4_stride_7 && __builtin_cpu_supports("popcnt"))
        self->negamax = negamax_4_stride_7_popcnt;
#endif
    self->nodes = 0;
    self->busy = 0;
    self->max_roots = roots;
    self->n_roots = self->next_root = 0;
    self->small_table = small_table;
    self->dead_tables = 0;
    self->sparse_resets = 0;
    if (tt_clear(&self->table) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    self->table.max_slots = tt_max_slots(max_entries);
    return 0;
}

static void Core_dealloc(Core *self)
{
    tt_release(&self->table);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Runs fn (solve or one negamax window), the GIL released from its first clock check on (see
 * check). NULL with an exception set on an error; Py_None when stopped. */
static PyObject *run(Core *self, bits_t cur, bits_t mask, int discs, int weak, int window,
                     int alpha, int beta, const Limits *limits)
{
    if (busy_error(self->busy, "this solver is already searching") < 0)
        return NULL;
    if (!self->table.slots)
        return PyErr_NoMemory();
    if (outside_board(cur, mask, self->g.board) < 0)
        return NULL;
    if (!window && self->max_roots && keep_or_clear(self, cur, mask, discs) < 0)
        return PyErr_NoMemory();
    Search s = {&self->g, &self->table, self->nodes, limits->node_limit, limits->deadline,
                limits->stop, NULL, 0};
    int score;
    self->busy = 1;
    if (window)
        score = self->negamax(&s, cur, mask, discs, alpha, beta);
    else
        score = solve(&s, self->negamax, cur, mask, discs, weak);
    if (s.released)
        PyEval_RestoreThread(s.released);
    self->busy = 0;
    self->nodes = s.nodes;
    if (s.stopped == STOP_ERROR) {
        if (!PyErr_Occurred())
            PyErr_NoMemory();
        return NULL;
    }
    if (s.stopped)
        Py_RETURN_NONE;
    return PyLong_FromLong(score);
}

/* Core.solve's arguments in order (weak: 0 or 1), checked and given to run(). */
static PyObject *solve_args(Core *self, PyObject *cur_o, PyObject *mask_o, int discs, int weak,
                            PyObject *deadline_o, PyObject *limit_o, PyObject *stop,
                            PyObject *seconds_o)
{
    bits_t cur, mask;
    Limits limits;
    if (parse_position(cur_o, mask_o, &cur, &mask) < 0 ||
        parse_limits(deadline_o, limit_o, stop, &limits) < 0)
        return NULL;
    if (seconds_o != Py_None) {
        /* A time limit from now: this clock's, without reading time.monotonic() through
         * Python (the public API's solve(game, time_limit=...) gives it so). */
        const double seconds = PyFloat_AsDouble(seconds_o);
        if (seconds == -1 && PyErr_Occurred())
            return NULL;
        const double at = seconds > 0 ? monotonic_now() + seconds : 0;
        if (limits.deadline < 0 || at < limits.deadline)
            limits.deadline = at;
    }
    return run(self, cur, mask, discs, weak, 0, 0, 0, &limits);
}

/* Core.solve with keywords: PyArg_ParseTupleAndKeywords. */
static PyObject *solve_keywords(Core *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"cur",  "mask",    "discs", "weak", "deadline", "node_limit",
                             "stop", "seconds", NULL};
    PyObject *cur_o, *mask_o, *deadline_o = Py_None, *limit_o = Py_None, *stop = Py_None;
    PyObject *seconds_o = Py_None;
    int discs, weak = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOi|pOOOO", kwlist, &cur_o, &mask_o, &discs,
                                     &weak, &deadline_o, &limit_o, &stop, &seconds_o))
        return NULL;
    return solve_args(self, cur_o, mask_o, discs, weak, deadline_o, limit_o, stop, seconds_o);
}

/* Core.solve (METH_FASTCALL): its arguments by position read straight from the stack, as
 * ClassicSolver gives them (a tuple and PyArg_ParseTupleAndKeywords cost an easy position's
 * solve through the public API a tenth of its time); with keywords, solve_keywords. */
static PyObject *Core_solve(Core *self, PyObject *const *args, Py_ssize_t nargs,
                            PyObject *kwnames)
{
    if (kwnames || nargs < 3 || nargs > 8) {
        PyObject *tuple = PyTuple_New(nargs), *kwds = NULL, *result = NULL;
        if (!tuple)
            return NULL;
        for (Py_ssize_t i = 0; i < nargs; i++) {
            Py_INCREF(args[i]);
            PyTuple_SET_ITEM(tuple, i, args[i]);
        }
        if (kwnames) {
            kwds = PyDict_New();
            for (Py_ssize_t i = 0; kwds && i < PyTuple_GET_SIZE(kwnames); i++)
                if (PyDict_SetItem(kwds, PyTuple_GET_ITEM(kwnames, i), args[nargs + i]) < 0)
                    Py_CLEAR(kwds);
        }
        if (kwds || !kwnames)
            result = solve_keywords(self, tuple, kwds);
        Py_DECREF(tuple);
        Py_XDECREF(kwds);
        return result;
    }
    const long discs = PyLong_AsLong(args[2]);
    if (discs == -1 && PyErr_Occurred())
        return NULL;
    if (discs < INT_MIN || discs > INT_MAX) {
        PyErr_SetString(PyExc_OverflowError, "discs out of range");
        return NULL;
    }
    int weak = 0;
    if (nargs > 3 && (weak = PyObject_IsTrue(args[3])) < 0)
        return NULL;
    return solve_args(self, args[0], args[1], (int)discs, weak, nargs > 4 ? args[4] : Py_None,
                      nargs > 5 ? args[5] : Py_None, nargs > 6 ? args[6] : Py_None,
                      nargs > 7 ? args[7] : Py_None);
}

static PyObject *Core_negamax(Core *self, PyObject *args)
{
    PyObject *cur_o, *mask_o;
    int discs, alpha, beta;
    if (!PyArg_ParseTuple(args, "OOiii", &cur_o, &mask_o, &discs, &alpha, &beta))
        return NULL;
    bits_t cur, mask;
    if (parse_position(cur_o, mask_o, &cur, &mask) < 0)
        return NULL;
    const Limits none = {-1, UINT64_MAX, NULL};
    return run(self, cur, mask, discs, 0, 1, alpha, beta, &none);
}

static PyObject *Core_clear(Core *self, PyObject *Py_UNUSED(ignored))
{
    if (busy_error(self->busy, "this solver is searching") < 0)
        return NULL;
    self->n_roots = self->next_root = 0;
    if (recycle(self) < 0)
        return PyErr_NoMemory();
    Py_RETURN_NONE;
}

static PyMethodDef Core_methods[] = {
    {"solve", (PyCFunction)(void (*)(void))Core_solve, METH_FASTCALL | METH_KEYWORDS,
     "solve(cur, mask, discs, weak=False, deadline=None, node_limit=None, stop=None,\n"
     "      seconds=None)\n"
     "Pons' score of a position in play (weak: its sign), or None once stopped: at deadline\n"
     "(time.monotonic() seconds) or `seconds` from now, when the total node count reaches\n"
     "node_limit, or when stop() returns true (polled every 2048 nodes; its exceptions\n"
     "propagate)."},
    {"negamax", (PyCFunction)Core_negamax, METH_VARARGS,
     "negamax(cur, mask, discs, alpha, beta): one alpha-beta search (for tests)."},
    {"clear", (PyCFunction)Core_clear, METH_NOARGS,
     "Empty the transposition table (its slots kept for the next searches, unless it was left\n"
     "mostly empty several times in a row)."},
    {NULL, NULL, 0, NULL},
};

static PyObject *get_slots(PyObject *self, void *Py_UNUSED(closure))
{
    const Table *t = &((Core *)self)->table;
    return PyLong_FromSize_t(t->slots ? t->mask + 1 : 0);
}

static PyGetSetDef Core_getset[] = {
    {"nodes", get_uint64, NULL, "Nodes searched since this solver was made.",
     OFFSET(Core, nodes)},
    {"table_size", get_size, NULL, "Positions in the transposition table.",
     OFFSET(Core, table.used)},
    {"table_slots", get_slots, NULL,
     "Slots the transposition table has (kept when it is emptied: see clear()).", NULL},
    {"dead_tables", get_uint64, NULL,
     "How many times solve() emptied a table that could no longer help (roots > 0).",
     OFFSET(Core, dead_tables)},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject CoreType = CORE_TYPE(
    "popout_desktop.engine.classic._classic_core.Core",
    "Core(rows, width, connect, order, *, max_entries=0, roots=0, small_table=0): the\n"
    "drop-only exact solver of one board. order: the playable columns, centre first\n"
    "(Layout.order); max_entries: 0 keeps every table entry, else new keys replace old ones\n"
    "once full; roots > 0: solve() first empties a table of more than small_table entries\n"
    "when none of the last `roots` positions it solved may share a later position with the\n"
    "new one (ClassicSolver's policy; 0, the table is always kept).");

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "popout_desktop.engine.classic._classic_core",
    .m_doc = "The compiled core of popout_desktop.engine.classic.drop_solver (same algorithm, "
             "same nodes).",
    .m_size = -1,
};

PyMODINIT_FUNC PyInit__classic_core(void) { return core_module(&module, &CoreType); }
