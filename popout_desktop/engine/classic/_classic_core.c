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
 *   Core(rows, width, connect, order, *, max_entries=0)
 *        order: playable columns, centre first; max_entries: 0 keeps every entry (the
 *        default, node for node as Python), else a bound (new keys then replace old ones)
 *   core.solve(cur, mask, discs, weak=False, deadline=None, node_limit=None, stop=None)
 *        -> score, or None when stopped (deadline in time.monotonic() seconds, node_limit a
 *           total node count, stop a callable polled like Clock.stop; an exception raised by
 *           stop propagates)
 *   core.negamax(cur, mask, discs, alpha, beta) -> score   (one window, for tests)
 *   core.nodes, core.table_size, core.clear()
 *
 * The GIL is released during the search and taken back only to poll `stop`.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Portability: GCC and Clang, or MSVC. */
#if defined(_MSC_VER)
#include <intrin.h>
#include <windows.h>
#define ALWAYS_INLINE __forceinline
#define POPCOUNT64(x) ((int)__popcnt64(x))
#else
#include <time.h>
#define ALWAYS_INLINE inline __attribute__((always_inline))
#define POPCOUNT64(x) __builtin_popcountll(x)
#endif

#define MAX_COLUMNS 64
#define MAX_CONNECT 8
#define CHECK_EVERY 2047u /* nodes between two stop checks (a mask: 2**k - 1), as in Python */
#define TT_INITIAL_BITS 12

typedef uint64_t bits_t;

/* A left / right shift that is 0 when the amount reaches the word size (C leaves it undefined);
 * Python's unbounded ints give the same result once the board mask is applied. */
static inline bits_t shl(bits_t x, int n) { return n < 64 ? x << n : 0; }
static inline bits_t shr(bits_t x, int n) { return n < 64 ? x >> n : 0; }

/* ---------------------------------------------------------------------------------------- */
/* Transposition table: key (cur + mask, never all ones) -> lower and upper bound.            */

typedef struct {
    bits_t key;    /* cur + mask + 1; 0 marks an empty slot (the start position's key is 0) */
    int8_t lo, hi; /* bounds on the score */
} Entry;

typedef struct {
    Entry *slots;
    size_t mask; /* capacity - 1, capacity a power of 2 */
    size_t used;
    size_t max_slots; /* 0: grows without bound (exact, like Python's dict); else the table
                       * never grows past this many slots and, once half full, a new key
                       * replaces the entry in its home slot (as Pons' table does) */
} Table;

static inline size_t tt_hash(bits_t key, size_t mask)
{
    return (size_t)((key * 0x9E3779B97F4A7C15ull) >> 20) & mask;
}

static int tt_init(Table *t, int bits)
{
    size_t cap = (size_t)1 << bits;
    t->slots = calloc(cap, sizeof(Entry));
    if (!t->slots)
        return -1;
    t->mask = cap - 1;
    t->used = 0;
    return 0;
}



static const Entry *tt_get(const Table *t, bits_t key)
{
    bits_t stored = key + 1;
    for (size_t i = tt_hash(stored, t->mask);; i = (i + 1) & t->mask) {
        const Entry *e = &t->slots[i];
        if (e->key == stored)
            return e;
        if (e->key == 0)
            return NULL;
    }
}

static int tt_grow(Table *t)
{
    Table bigger;
    size_t old_cap = t->mask + 1;
    int bits = 0;
    while (((size_t)1 << bits) < old_cap * 2)
        bits++;
    if (tt_init(&bigger, bits) < 0)
        return -1;
    for (size_t j = 0; j < old_cap; j++) {
        Entry *e = &t->slots[j];
        if (!e->key)
            continue;
        size_t i = tt_hash(e->key, bigger.mask);
        while (bigger.slots[i].key)
            i = (i + 1) & bigger.mask;
        bigger.slots[i] = *e;
    }
    bigger.used = t->used;
    bigger.max_slots = t->max_slots;
    free(t->slots);
    *t = bigger;
    return 0;
}

/* Set both bounds of key (insert or overwrite). -1 when out of memory. */
static int tt_put(Table *t, bits_t key, int lo, int hi)
{
    bits_t stored = key + 1;
    size_t i = tt_hash(stored, t->mask);
    for (;; i = (i + 1) & t->mask) {
        Entry *e = &t->slots[i];
        if (e->key == stored) {
            e->lo = (int8_t)lo;
            e->hi = (int8_t)hi;
            return 0;
        }
        if (e->key == 0)
            break;
    }
    if ((t->used + 1) * 2 > t->mask + 1) {
        if (t->max_slots && (t->mask + 1) * 2 > t->max_slots) {
            /* Full: the new key takes its home slot's place. Slots are never emptied, so every
             * probe chain stays whole; the replaced key is merely forgotten (the bounds are
             * only a cache: the search stays exact, it revisits that node). */
            i = tt_hash(stored, t->mask);
            t->slots[i].key = stored;
            t->slots[i].lo = (int8_t)lo;
            t->slots[i].hi = (int8_t)hi;
            return 0;
        }
        if (tt_grow(t) < 0)
            return -1;
        i = tt_hash(stored, t->mask);
        while (t->slots[i].key)
            i = (i + 1) & t->mask;
    }
    t->slots[i].key = stored;
    t->slots[i].lo = (int8_t)lo;
    t->slots[i].hi = (int8_t)hi;
    t->used++;
    return 0;
}

static void tt_clear(Table *t)
{
    size_t max_slots = t->max_slots;
    free(t->slots);
    if (tt_init(t, TT_INITIAL_BITS) < 0)
        t->slots = NULL;
    t->max_slots = max_slots;
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

/*
 * The cells x (unmasked) that would complete a line of `connect` discs of p with the other
 * connect - 1 cells in p: layout.spots_code, as a loop. For a direction d and the gap at
 * place i of the line, the cells x - i*d .. x - d and x + d .. x + (connect-1-i)*d must be set;
 * l[j] / r[j] are the runs of j discs to one side. Vertically only the gap on top counts.
 * K is a compile-time constant in the specialised copies below, so the loops unroll.
 */
static ALWAYS_INLINE bits_t spots_k(bits_t p, const int *dirs, int K)
{
    bits_t w = ~(bits_t)0;
    for (int j = 1; j < K; j++)
        w &= shl(p, j * dirs[0]);
    for (int k = 1; k < 4; k++) {
        int d = dirs[k];
        bits_t l[MAX_CONNECT], r[MAX_CONNECT];
        l[0] = r[0] = ~(bits_t)0;
        for (int j = 1; j < K; j++) {
            l[j] = shl(p, j * d) & l[j - 1];
            r[j] = shr(p, j * d) & r[j - 1];
        }
        for (int i = 0; i < K; i++)
            w |= l[i] & r[K - 1 - i];
    }
    return w;
}

/* ---------------------------------------------------------------------------------------- */
/* The search.                                                                                */

typedef struct {
    const Geometry *g;
    Table *table;
    uint64_t nodes;      /* total, kept in the solver object between calls */
    uint64_t node_limit; /* stop once nodes reaches it (UINT64_MAX: never) */
    double deadline;     /* CLOCK_MONOTONIC seconds (time.monotonic()); < 0: none */
    PyObject *stop;      /* callable or NULL */
    PyThreadState *released; /* the saved thread state while the GIL is released */
    int stopped;         /* 1: stopped (budget, deadline, stop()); 2: a Python error / no memory */
} Search;

/* A monotonic clock in seconds. Its origin need not be time.monotonic()'s: solve() converts
 * the deadline it is given into this clock once, at its start. */
static double monotonic_now(void)
{
#if defined(_MSC_VER)
    LARGE_INTEGER count, frequency;
    QueryPerformanceCounter(&count);
    QueryPerformanceFrequency(&frequency);
    return (double)count.QuadPart / (double)frequency.QuadPart;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
#endif
}

/* The seconds left until `deadline`, a time.monotonic() time (read through Python, since its
 * clock differs by platform). NaN with an exception set when time.monotonic() fails. */
static double seconds_until(double deadline)
{
    PyObject *time_module = PyImport_ImportModule("time");
    if (!time_module)
        return Py_NAN;
    PyObject *now = PyObject_CallMethod(time_module, "monotonic", NULL);
    Py_DECREF(time_module);
    if (!now)
        return Py_NAN;
    double seconds = PyFloat_AsDouble(now);
    Py_DECREF(now);
    if (seconds == -1 && PyErr_Occurred())
        return Py_NAN;
    return deadline - seconds;
}

/* Called every CHECK_EVERY + 1 nodes: sets s->stopped when the search must end. */
static void check(Search *s)
{
    if (s->nodes >= s->node_limit || (s->deadline >= 0 && monotonic_now() >= s->deadline)) {
        s->stopped = 1;
        return;
    }
    if (s->stop) {
        PyEval_RestoreThread(s->released);
        PyObject *r = PyObject_CallNoArgs(s->stop);
        if (!r)
            s->stopped = 2;
        else {
            int truth = PyObject_IsTrue(r);
            Py_DECREF(r);
            if (truth < 0)
                s->stopped = 2;
            else if (truth)
                s->stopped = 1;
        }
        s->released = PyEval_SaveThread();
    }
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
#define NEGAMAX_BODY(SELF, K)                                                                 \
    const Geometry *g = s->g;                                                                 \
    const int N = g->n_cells;                                                                 \
    s->nodes++;                                                                               \
    if (!(s->nodes & CHECK_EVERY)) {                                                          \
        check(s);                                                                             \
        if (s->stopped)                                                                       \
            return 0;                                                                         \
    }                                                                                         \
    bits_t possible = (mask + g->bottom_row) & g->playable;                                   \
    bits_t ow = spots_k(cur ^ mask, g->dirs, (K)) & (g->board ^ mask);                        \
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
    const Entry *e = tt_get(s->table, key);                                                   \
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
        int score = POPCOUNT64(spots_k(cur | m, g->dirs, (K)) & (g->board ^ nm));   \
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
            if (score > lo && tt_put(s->table, key, score, hi) < 0)                           \
                s->stopped = 2;                                                               \
            return score;                                                                     \
        }                                                                                     \
        if (score > alpha)                                                                    \
            alpha = score;                                                                    \
    }                                                                                         \
    if (alpha < hi && tt_put(s->table, key, lo, alpha) < 0)                                   \
        s->stopped = 2;                                                                       \
    return alpha;

static int negamax_3(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_3, 3)
}
static int negamax_4(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_4, 4)
}
static int negamax_5(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_5, 5)
}
static int negamax_6(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_6, 6)
}
static int negamax_any(Search *s, bits_t cur, bits_t mask, int n, int alpha, int beta)
{
    NEGAMAX_BODY(negamax_any, s->g->connect)
}

typedef int (*negamax_fn)(Search *, bits_t, bits_t, int, int, int);

static negamax_fn negamax_for(int connect)
{
    switch (connect) {
    case 3: return negamax_3;
    case 4: return negamax_4;
    case 5: return negamax_5;
    case 6: return negamax_6;
    default: return negamax_any;
    }
}

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

typedef struct {
    PyObject_HEAD
    Geometry g;
    Table table;
    uint64_t nodes;
    negamax_fn negamax;
    int busy; /* a search is running (the GIL is released): refuse a second one */
} Core;

static int Core_init(Core *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"rows", "width", "connect", "order", "max_entries", NULL};
    int rows, width, connect;
    PyObject *order;
    Py_ssize_t max_entries = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "iiiO|$n", kwlist, &rows, &width, &connect,
                                     &order, &max_entries))
        return -1;
    if (max_entries < 0 || (max_entries > 0 && max_entries < 1024)) {
        PyErr_SetString(PyExc_ValueError, "max_entries: 0 (no bound) or at least 1024");
        return -1;
    }
    if (rows < 1 || width < 1 || (rows + 1) * width > 64) {
        PyErr_SetString(PyExc_ValueError, "the board does not fit 64 bits: (rows + 1) * width > 64");
        return -1;
    }
    if (connect < 2 || connect > MAX_CONNECT) {
        PyErr_Format(PyExc_ValueError, "connect must be 2..%d", MAX_CONNECT);
        return -1;
    }
    PyObject *seq = PySequence_Fast(order, "order must be a sequence of columns");
    if (!seq)
        return -1;
    Py_ssize_t n_order = PySequence_Fast_GET_SIZE(seq);
    if (n_order < 1 || n_order > width) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "order: 1..width playable columns");
        return -1;
    }
    Geometry *g = &self->g;
    memset(g, 0, sizeof *g);
    g->connect = connect;
    g->stride = rows + 1;
    const bits_t column = (((bits_t)1 << rows) - 1);
    for (int c = 0; c < width; c++)
        g->board |= column << (c * g->stride);
    for (Py_ssize_t i = 0; i < n_order; i++) {
        long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (c == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        if (c < 0 || c >= width) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "order: a column outside the board");
            return -1;
        }
        g->col_mask[i] = column << (c * g->stride);
        g->bottom_row |= (bits_t)1 << (c * g->stride);
        g->playable |= g->col_mask[i];
    }
    Py_DECREF(seq);
    g->n_order = (int)n_order;
    g->n_cells = (int)n_order * rows;
    g->dirs[0] = 1;
    g->dirs[1] = g->stride;
    g->dirs[2] = g->stride + 1;
    g->dirs[3] = g->stride - 1;
    self->negamax = negamax_for(connect);
    self->nodes = 0;
    self->busy = 0;
    free(self->table.slots);
    if (tt_init(&self->table, TT_INITIAL_BITS) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    /* At most half the slots are used, so max_entries entries need twice as many slots. */
    size_t slots = 0;
    if (max_entries > 0) {
        slots = (size_t)1 << TT_INITIAL_BITS;
        while (slots < (size_t)max_entries * 2)
            slots *= 2;
    }
    self->table.max_slots = slots;
    return 0;
}

static void Core_dealloc(Core *self)
{
    free(self->table.slots);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int parse_bits(PyObject *obj, bits_t *out)
{
    unsigned long long v = PyLong_AsUnsignedLongLong(obj);
    if (v == (unsigned long long)-1 && PyErr_Occurred())
        return 0;
    *out = (bits_t)v;
    return 1;
}

/* Runs fn (solve or one negamax window) with the GIL released. NULL with an exception set on
 * an error; Py_None when stopped. */
static PyObject *run(Core *self, bits_t cur, bits_t mask, int discs, int weak, int window,
                     int alpha, int beta, double deadline, uint64_t node_limit, PyObject *stop)
{
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this solver is already searching");
        return NULL;
    }
    if (!self->table.slots)
        return PyErr_NoMemory();
    if ((mask & ~self->g.board) || (cur & ~mask)) {
        PyErr_SetString(PyExc_ValueError, "cur / mask outside the board");
        return NULL;
    }
    Search s = {&self->g, &self->table, self->nodes, node_limit, deadline, stop, NULL, 0};
    int score;
    self->busy = 1;
    s.released = PyEval_SaveThread();
    if (window)
        score = self->negamax(&s, cur, mask, discs, alpha, beta);
    else
        score = solve(&s, self->negamax, cur, mask, discs, weak);
    PyEval_RestoreThread(s.released);
    self->busy = 0;
    self->nodes = s.nodes;
    if (s.stopped == 2) {
        if (!PyErr_Occurred())
            PyErr_NoMemory();
        return NULL;
    }
    if (s.stopped)
        Py_RETURN_NONE;
    return PyLong_FromLong(score);
}

static PyObject *Core_solve(Core *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"cur", "mask", "discs", "weak", "deadline", "node_limit", "stop",
                             NULL};
    PyObject *cur_o, *mask_o, *deadline_o = Py_None, *limit_o = Py_None, *stop = Py_None;
    int discs, weak = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOi|$pOOO", kwlist, &cur_o, &mask_o, &discs,
                                     &weak, &deadline_o, &limit_o, &stop))
        return NULL;
    bits_t cur, mask;
    if (!parse_bits(cur_o, &cur) || !parse_bits(mask_o, &mask))
        return NULL;
    double deadline = -1;
    if (deadline_o != Py_None) {
        double at = PyFloat_AsDouble(deadline_o);
        if (at == -1 && PyErr_Occurred())
            return NULL;
        double left = seconds_until(at);
        if (Py_IS_NAN(left))
            return NULL;
        /* In this core's clock; 0 (already past) stops at the first check. */
        deadline = left > 0 ? monotonic_now() + left : 0;
    }
    uint64_t node_limit = UINT64_MAX;
    if (limit_o != Py_None) {
        node_limit = PyLong_AsUnsignedLongLong(limit_o);
        if (node_limit == (uint64_t)-1 && PyErr_Occurred())
            return NULL;
    }
    if (stop != Py_None && !PyCallable_Check(stop)) {
        PyErr_SetString(PyExc_TypeError, "stop must be callable or None");
        return NULL;
    }
    return run(self, cur, mask, discs, weak, 0, 0, 0, deadline, node_limit,
               stop == Py_None ? NULL : stop);
}

static PyObject *Core_negamax(Core *self, PyObject *args)
{
    PyObject *cur_o, *mask_o;
    int discs, alpha, beta;
    if (!PyArg_ParseTuple(args, "OOiii", &cur_o, &mask_o, &discs, &alpha, &beta))
        return NULL;
    bits_t cur, mask;
    if (!parse_bits(cur_o, &cur) || !parse_bits(mask_o, &mask))
        return NULL;
    return run(self, cur, mask, discs, 0, 1, alpha, beta, -1, UINT64_MAX, NULL);
}

static PyObject *Core_clear(Core *self, PyObject *Py_UNUSED(ignored))
{
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this solver is searching");
        return NULL;
    }
    tt_clear(&self->table);
    if (!self->table.slots)
        return PyErr_NoMemory();
    Py_RETURN_NONE;
}

static PyObject *Core_get_nodes(Core *self, void *Py_UNUSED(closure))
{
    return PyLong_FromUnsignedLongLong(self->nodes);
}

static PyObject *Core_get_table_size(Core *self, void *Py_UNUSED(closure))
{
    return PyLong_FromSize_t(self->table.used);
}

static PyMethodDef Core_methods[] = {
    {"solve", (PyCFunction)(void (*)(void))Core_solve, METH_VARARGS | METH_KEYWORDS,
     "solve(cur, mask, discs, *, weak=False, deadline=None, node_limit=None, stop=None)\n"
     "Pons' score of a position in play (weak: its sign), or None once stopped: at deadline\n"
     "(time.monotonic() seconds), when the total node count reaches node_limit, or when\n"
     "stop() returns true (polled every 2048 nodes; its exceptions propagate)."},
    {"negamax", (PyCFunction)Core_negamax, METH_VARARGS,
     "negamax(cur, mask, discs, alpha, beta): one alpha-beta search (for tests)."},
    {"clear", (PyCFunction)Core_clear, METH_NOARGS, "Empty the transposition table."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Core_getset[] = {
    {"nodes", (getter)Core_get_nodes, NULL, "Nodes searched since this solver was made.", NULL},
    {"table_size", (getter)Core_get_table_size, NULL, "Positions in the transposition table.",
     NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "popout_desktop.engine.classic._classic_core.Core",
    .tp_doc = "Core(rows, width, connect, order, *, max_entries=0): the drop-only exact solver\n"
              "of one board. order: the playable columns, centre first (Layout.order);\n"
              "max_entries: 0 keeps every table entry, else new keys replace old ones once full.",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
    .tp_getset = Core_getset,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "popout_desktop.engine.classic._classic_core",
    .m_doc = "The compiled core of popout_desktop.engine.classic.drop_solver (same algorithm, same nodes).",
    .m_size = -1,
};

PyMODINIT_FUNC PyInit__classic_core(void)
{
    if (PyType_Ready(&CoreType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m)
        return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
