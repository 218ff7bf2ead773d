"""How much slower a move's own work runs just after a process wakes (run by hand).

A LAN move's round trip wakes both ends from a pause (the guest moves every 25 ms in
``bench_net.py``; a person, every few seconds): the code of its way then runs with cold caches,
and on a virtual machine on a processor the hypervisor may have lent to someone else. This
times one piece of that way, the protocol's check of a received move line and the encoding of
the answer (``popout_desktop.net.protocol.decode`` and ``encode``, pure Python), run back to back
and right after a sleep of 1, 5 and 25 ms (``--runs`` times each; medians and 90th
percentiles, in microseconds), and the same for a bare ``json.loads`` of that line. Prints one
JSON line; ``slowdown_25ms`` is the median after 25 ms over the median back to back (issue 33
point 5: why the game's round trip, which runs far more code than a bare echo, grows with the
machine's pauses).

    python tests/benchmarks/bench_wake.py [--runs 300]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable

LINE = b'{"type":"move","ply":12,"move":"d4"}'
SLEEPS_MS = (0, 1, 5, 25)


def timings(work: Callable[[], object], sleep_ms: int, runs: int) -> dict[str, float]:
    """Median and 90th percentile (microseconds) of ``work`` run ``runs`` times, each right
    after a sleep of ``sleep_ms`` (0: back to back)."""
    clock = time.perf_counter_ns
    samples = []
    for _ in range(runs):
        if sleep_ms:
            time.sleep(sleep_ms / 1000)
        start = clock()
        work()
        samples.append((clock() - start) / 1000)
    samples.sort()
    return {
        "p50_us": round(statistics.median(samples), 1),
        "p90_us": round(samples[min(len(samples) - 1, round(0.9 * (len(samples) - 1)))], 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=300)
    args = parser.parse_args()
    from popout_desktop.net.protocol import decode, encode

    def protocol_work() -> object:
        return encode(decode(LINE))

    def bare_json() -> object:
        return json.loads(LINE)

    result: dict[str, object] = {"runs": args.runs}
    for name, work in (("protocol", protocol_work), ("json_loads", bare_json)):
        work()  # imported and warmed once
        by_sleep = {
            f"after_{ms}ms" if ms else "back_to_back": timings(work, ms, args.runs)
            for ms in SLEEPS_MS
        }
        result[name] = by_sleep | {
            "slowdown_25ms": round(
                by_sleep["after_25ms"]["p50_us"] / by_sleep["back_to_back"]["p50_us"], 1
            )
        }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
