"""Run a rank's pytest session as a child process that an interruption stops cleanly and never orphans.

The child runs in a session of its own, so a terminal's Ctrl-C reaches it only through us, once:
SIGINT or SIGTERM to this process (Ctrl-C, a process pool shutting down, ``scancel``) is passed on
as one SIGINT, and pytest stops as after Ctrl-C (its finished batches are in the shards, the merge
of what it has is written). A child still running ``GRACE_S`` later is killed with its process group.
Then the signal takes its course here, as if it had just arrived.
If this process dies without a word (SIGKILL), the kernel sends the child SIGINT (PR_SET_PDEATHSIG).
"""

from __future__ import annotations

import ctypes
import os
import select
import signal
import subprocess
import threading
import time
from pathlib import Path

from synth.toolchain.process import kill_group

GRACE_S = 120.0  # pytest's own stop after Ctrl-C: the batches in flight end, then the merge
PR_SET_PDEATHSIG = 1
FORWARDED = (signal.SIGINT, signal.SIGTERM)


class Interrupted(Exception):
    """This process was told to stop (SIGINT, SIGTERM) while the child ran, and ignores that signal; the child was stopped."""


def _prctl():
    try:
        return ctypes.CDLL(None, use_errno=True).prctl  # looked up here: after fork only the call is safe
    except (OSError, AttributeError):
        return None


_PRCTL = _prctl()


_WATCHING: list[int] = []  # the launcher this process watches (one watcher thread per process)


def as_pool_worker(launcher: int, sig: int = signal.SIGTERM) -> None:
    """In a local executor's pool worker: ``sig`` to this process when the command ``launcher``
    exits, so a killed command leaves no rank running (SIGTERM stops its pytest as Ctrl-C does).

    A thread waits on the launcher's pidfd (polls once a second where there is none). A parent-death
    signal would not do: a pool worker's parent is the pool's fork server, which lives as long as
    any of its workers does (each holds its "alive" pipe)."""
    if _WATCHING == [launcher]:
        return
    _WATCHING[:] = [launcher]

    def watch() -> None:
        try:
            fd = os.pidfd_open(launcher)
        except (OSError, AttributeError):  # gone already, or no pidfd (Linux < 5.3)
            fd = None
        if fd is not None:
            select.select([fd], [], [])
        else:
            while _alive(launcher):
                time.sleep(1.0)
        os.kill(os.getpid(), sig)

    threading.Thread(target=watch, name="synth-launcher-watch", daemon=True).start()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


_FORKS_DIE_WITH: list[int] = []  # the pid whose forked children get SIGKILL when it dies


def forks_die_with_this_process() -> None:
    """Children this process forks from now on (the local executor's ``multiprocess.Manager``,
    which would otherwise serve on for good after the command is killed) get SIGKILL when it dies."""
    if not _FORKS_DIE_WITH:
        os.register_at_fork(after_in_child=_after_fork)
    _FORKS_DIE_WITH[:] = [os.getpid()]


def _after_fork() -> None:
    parent = _FORKS_DIE_WITH[0] if _FORKS_DIE_WITH else None
    if parent is None or os.getppid() != parent or _PRCTL is None:
        return  # not a direct child of the command: what the forked processes fork
    _PRCTL(PR_SET_PDEATHSIG, int(signal.SIGKILL))
    if os.getppid() != parent:  # the command died before the line above
        os._exit(1)


def _as_from_a_terminal() -> None:
    """In the child before exec: SIGINT at its default and unblocked (a pool or actor worker may have it ignored,
    which exec keeps), and SIGINT when this process dies."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, set(FORWARDED))
    if _PRCTL is not None:
        _PRCTL(PR_SET_PDEATHSIG, int(signal.SIGINT))


def _stop(proc: subprocess.Popen, grace_s: float) -> int:
    """SIGINT to the child's group, then SIGKILL to it if the child is still there after ``grace_s``."""
    kill_group(proc, signal.SIGINT)
    try:
        return proc.wait(timeout=grace_s)
    except subprocess.TimeoutExpired:
        kill_group(proc, signal.SIGKILL)
        return proc.wait()
    finally:
        kill_group(proc, signal.SIGKILL)  # xdist workers left behind by a controller that did not wait for them


def run_child(command: list[str], cwd: Path, log: Path, grace_s: float = GRACE_S) -> int:
    """Run ``command`` in ``cwd`` with its output appended to ``log``; its exit status (negative: killed by that signal).

    Raises Interrupted, after the child has stopped, when this process was told to stop meanwhile.
    """
    signalled: list[int] = []
    proc: subprocess.Popen | None = None

    def forward(signum, frame) -> None:
        if not signalled:
            signalled.append(signum)
            if proc is not None:
                kill_group(proc, signal.SIGINT)

    previous = {}
    if threading.current_thread() is threading.main_thread():  # handlers can only be set there
        previous = {sig: signal.signal(sig, forward) for sig in FORWARDED}
    log.parent.mkdir(parents=True, exist_ok=True)
    try:
        with open(log, "ab") as out:
            out.write(f"\n=== {time.strftime('%Y-%m-%d %H:%M:%S')} pid {os.getpid()}: {' '.join(command)}\n".encode())
            out.flush()
            proc = subprocess.Popen(
                command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True,
                preexec_fn=_as_from_a_terminal,
            )  # fmt: skip
            if signalled:  # a signal came before the child existed
                kill_group(proc, signal.SIGINT)
            deadline = None
            while True:
                try:
                    code = proc.wait(timeout=0.5)
                    break
                except subprocess.TimeoutExpired:
                    if signalled and deadline is None:
                        deadline = time.monotonic() + grace_s
                    if deadline is not None and time.monotonic() > deadline:
                        code = _stop(proc, 0)
                        break
    finally:
        if proc is not None and proc.poll() is None:  # an exception of ours, or SystemExit (datatrove's SIGUSR1 requeue)
            _stop(proc, grace_s)
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    if signalled:
        kill_group(proc, signal.SIGKILL)  # what the stopped child may have left in its group
        # The signal is ours too, now that the child has stopped: with the handler this process had
        # (KeyboardInterrupt, or death by SIGTERM, which a process pool shutting down waits for).
        signal.raise_signal(signalled[0])
        raise Interrupted(f"stopped by {signal.Signals(signalled[0]).name} (pytest exited {code})")
    return code
