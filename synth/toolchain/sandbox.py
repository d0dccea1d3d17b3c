"""Containment for programs built from untrusted text (a model's kernel): limits applied between
fork and exec, so a program cannot hog the machine, reach the network, start processes, write
outside its folder or signal anything outside its run.

- ``setrlimit``: CPU seconds (SIGXCPU, then SIGKILL a second later), address space (a 10 GB
  allocation fails), file size (SIGXFSZ past it; stdout and stderr are files too), open files,
  no core files; and the process count where this user is not root (Linux exempts root from
  RLIMIT_NPROC in every namespace, so it is no bound here);
- seccomp: ``fork``, ``vfork`` or any ``clone`` that is not a thread kills the process with
  SIGSYS, or fails with EPERM for a program whose libraries try one and carry on (Python's
  ``ctypes.util.find_library`` runs ``ldconfig``); ``clone3`` fails with ENOSYS, so the C library
  falls back to ``clone`` for a thread. Compilers keep their processes;
- Landlock: writes (create, delete, rename, truncate, device ioctls) only beneath the run folder
  and ``/dev/null``, no TCP, and no signal or abstract Unix socket beyond the sandbox; for a run
  whose ``Limits.readable`` is set, reads too: only beneath the run folder and those paths (the
  system's libraries, the interpreter), so it cannot read another process's ``/proc`` entry (the
  evaluator's environment), a reference or the dataset;
- a new network namespace: no interface but a down loopback.

What this kernel offers is probed once per process (``features``) and said in every report;
a feature the kernel lacks is skipped with its reason, never silently. The caller runs the
program in its own session, so a timeout kills the whole group (``synth.toolchain.process``).
"""

from __future__ import annotations

import ctypes
import functools
import os
import platform
import resource
import struct
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

MiB = 1 << 20
GiB = 1 << 30


PROCESSES = ("allowed", "refused", "killed")


@dataclass(frozen=True)
class Limits:
    """What one contained process may use. ``processes``: whether it may start others: ``allowed``
    (a compiler runs its front end and assembler as processes), ``refused`` (the call fails) or
    ``killed`` (the process dies of SIGSYS: a candidate's program needs none)."""

    cpu_s: int = 10
    memory_bytes: int = 2 * GiB
    file_bytes: int = 64 * MiB
    open_files: int = 256
    processes: str = "killed"
    max_processes: int = 64  # RLIMIT_NPROC, where it binds (not root)
    writable: tuple[str, ...] = ()  # more paths a program may write beneath (the device nodes of a GPU run)
    # RLIMIT_AS bounds every mapping; the CUDA driver reserves terabytes of address space, so a
    # process that uses a GPU is bounded by RLIMIT_DATA instead (heap and private writable mappings)
    memory_rlimit: str = "AS"
    # None: reads anywhere; else reads (and execution) only beneath the run folder and these paths (those that exist)
    readable: tuple[str, ...] | None = None

    def describe(self) -> dict:
        return {
            "cpu_seconds": self.cpu_s,
            ("address_space_bytes" if self.memory_rlimit == "AS" else "data_bytes"): self.memory_bytes,
            "file_size_bytes": self.file_bytes,
            "open_files": self.open_files,
            "new_processes": self._processes(),
            "reads": "anywhere" if self.readable is None else "its folder and " + ", ".join(self.readable),
        }


    def _processes(self) -> str:
        if self.processes == "allowed":
            return "allowed"
        if "seccomp" not in features():
            return f"at most {self.max_processes} (RLIMIT_NPROC; not where the user is root)"
        return "a fork kills the process (seccomp)" if self.processes == "killed" else "a fork fails with EPERM (seccomp)"


# ----------------------------------------------------------------------------- Linux interfaces

_LIBC = ctypes.CDLL(None, use_errno=True)
_LIBC.syscall.restype = ctypes.c_long
CLONE_NEWUSER, CLONE_NEWNET, CLONE_THREAD = 0x10000000, 0x40000000, 0x00010000
PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 38, 22, 2

# Landlock (the syscall numbers are the same on every architecture: they came after the unified table)
LANDLOCK_CREATE_RULESET, LANDLOCK_ADD_RULE, LANDLOCK_RESTRICT_SELF = 444, 445, 446
LANDLOCK_CREATE_RULESET_VERSION, LANDLOCK_RULE_PATH_BENEATH = 1, 1
EXECUTE, WRITE_FILE, READ_FILE, READ_DIR = 1 << 0, 1 << 1, 1 << 2, 1 << 3
FS_READS = EXECUTE | READ_FILE | READ_DIR
# writes of any kind: WRITE_FILE, REMOVE_DIR, REMOVE_FILE, MAKE_CHAR .. MAKE_SYM (ABI 1)
FS_WRITES_ABI1 = WRITE_FILE | sum(1 << b for b in range(4, 13))
FS_REFER, FS_TRUNCATE, FS_IOCTL_DEV = 1 << 13, 1 << 14, 1 << 15  # ABI 2, 3, 5
NET_BIND_TCP, NET_CONNECT_TCP = 1 << 0, 1 << 1  # ABI 4
SCOPE_ABSTRACT_UNIX_SOCKET, SCOPE_SIGNAL = 1 << 0, 1 << 1  # ABI 6
FILE_RIGHTS = EXECUTE | WRITE_FILE | READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV  # the rights a rule on a single file may hold

# seccomp: per architecture, (AUDIT_ARCH, {syscall: number})
_ARCHES = {
    "x86_64": (0xC000003E, {"clone": 56, "fork": 57, "vfork": 58, "clone3": 435}),
    "aarch64": (0xC00000B7, {"clone": 220, "clone3": 435}),
}
_X32_BIT = 0x40000000
EPERM, ENOSYS = 1, 38


def landlock_abi() -> int:
    """The Landlock ABI version this kernel offers (0: none)."""
    version = _LIBC.syscall(LANDLOCK_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(LANDLOCK_CREATE_RULESET_VERSION))
    return max(int(version), 0)


def _fs_handled(abi: int) -> int:
    return FS_WRITES_ABI1 | (FS_REFER if abi >= 2 else 0) | (FS_TRUNCATE if abi >= 3 else 0) | (FS_IOCTL_DEV if abi >= 5 else 0)


def _check(result: int, what: str) -> int:
    if result < 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"{what}: {os.strerror(errno)}")
    return result


def _landlock(abi: int, writable: list[str], readable: list[str] | None = None) -> None:
    """Restrict this process and its children: writes only beneath ``writable``, no TCP, no
    signals or abstract Unix sockets out of the domain (each as far as ``abi`` offers); with
    ``readable``, reads and execution only beneath it and ``writable``."""
    handled = _fs_handled(abi) | (FS_READS if readable is not None else 0)
    net = NET_BIND_TCP | NET_CONNECT_TCP if abi >= 4 else 0
    scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL if abi >= 6 else 0
    attr = struct.pack("<QQQ", handled, net, scoped) if abi >= 6 else struct.pack("<QQ", handled, net) if abi >= 4 else struct.pack("<Q", handled)
    buf = ctypes.create_string_buffer(attr, len(attr))
    ruleset = _check(_LIBC.syscall(LANDLOCK_CREATE_RULESET, buf, ctypes.c_size_t(len(attr)), ctypes.c_uint32(0)), "landlock_create_ruleset")
    try:
        rules = [(path, handled) for path in writable] + [(path, FS_READS) for path in readable or () if os.path.exists(path)]
        for path, allowed in rules:
            fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            try:
                rights = allowed if os.path.isdir(path) else allowed & FILE_RIGHTS
                rule = ctypes.create_string_buffer(struct.pack("<Qi", rights, fd), 12)
                _check(_LIBC.syscall(LANDLOCK_ADD_RULE, ruleset, LANDLOCK_RULE_PATH_BENEATH, rule, ctypes.c_uint32(0)), f"landlock_add_rule {path}")
            finally:
                os.close(fd)
        _check(_LIBC.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "prctl(PR_SET_NO_NEW_PRIVS)")
        _check(_LIBC.syscall(LANDLOCK_RESTRICT_SELF, ruleset, ctypes.c_uint32(0)), "landlock_restrict_self")
    finally:
        os.close(ruleset)


def _bpf(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
    return struct.pack("<HBBI", code, jt, jf, k)


LD_W_ABS, JEQ_K, JSET_K, RET_K = 0x20, 0x15, 0x45, 0x06
RET_ALLOW, RET_KILL_PROCESS, RET_ERRNO = 0x7FFF0000, 0x80000000, 0x00050000


def _no_process_filter(arch: str, kill: bool = True) -> bytes:
    """A seccomp program: fork, vfork and a clone that is not a thread kill the process (SIGSYS),
    or (``kill`` False) fail with EPERM; clone3 fails with ENOSYS (the C library then makes its
    threads with clone); a system call of another ABI (x32, i386) kills the process, so it cannot
    go around the filter."""
    audit, numbers = _ARCHES[arch]
    refuse = RET_KILL_PROCESS if kill else RET_ERRNO | EPERM
    deny = [n for name, n in numbers.items() if name in ("fork", "vfork")]
    prog = [_bpf(LD_W_ABS, 4), _bpf(JEQ_K, audit, 1, 0), _bpf(RET_K, RET_KILL_PROCESS), _bpf(LD_W_ABS, 0)]
    if arch == "x86_64":
        prog += [_bpf(JSET_K, _X32_BIT, 0, 1), _bpf(RET_K, RET_KILL_PROCESS)]
    for n in deny:
        prog += [_bpf(JEQ_K, n, 0, 1), _bpf(RET_K, refuse)]
    prog += [_bpf(JEQ_K, numbers["clone3"], 0, 1), _bpf(RET_K, RET_ERRNO | ENOSYS)]
    # clone: a thread (CLONE_THREAD in its flags, the low word of args[0] at offset 16) is allowed
    prog += [_bpf(JEQ_K, numbers["clone"], 0, 4), _bpf(LD_W_ABS, 16), _bpf(JSET_K, CLONE_THREAD, 1, 0), _bpf(RET_K, refuse)]
    prog += [_bpf(RET_K, RET_ALLOW), _bpf(RET_K, RET_ALLOW)]
    return b"".join(prog)


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]


def _seccomp(program: bytes) -> None:
    buf = ctypes.create_string_buffer(program, len(program))
    prog = _SockFprog(len(program) // 8, ctypes.cast(buf, ctypes.c_void_p))
    _check(_LIBC.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "prctl(PR_SET_NO_NEW_PRIVS)")
    _check(_LIBC.prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.byref(prog), 0, 0), "prctl(PR_SET_SECCOMP)")


def _unshare_network() -> None:
    flags = CLONE_NEWNET if os.geteuid() == 0 else CLONE_NEWUSER | CLONE_NEWNET
    _check(_LIBC.unshare(flags), "unshare(CLONE_NEWNET)")


def _rlimits(limits: Limits) -> None:
    cpu = limits.cpu_s
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    memory = resource.RLIMIT_AS if limits.memory_rlimit == "AS" else resource.RLIMIT_DATA
    resource.setrlimit(memory, (limits.memory_bytes, limits.memory_bytes))
    resource.setrlimit(resource.RLIMIT_FSIZE, (limits.file_bytes, limits.file_bytes))
    resource.setrlimit(resource.RLIMIT_NOFILE, (limits.open_files, limits.open_files))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if limits.processes != "allowed" and os.geteuid() != 0:
        resource.setrlimit(resource.RLIMIT_NPROC, (limits.max_processes, limits.max_processes))


# ----------------------------------------------------------------------------- what this machine offers


@functools.cache
def features() -> dict[str, str]:
    """The containment features that work here, each with what it does: {"network": ..., "landlock": ..., "seccomp": ...};
    probed once by starting ``true`` under each. ``unavailable`` says why the others are missing."""
    found: dict[str, str] = {}
    missing: dict[str, str] = {}
    true = "/bin/true" if os.path.exists("/bin/true") else "true"

    def works(name: str, setup) -> bool:
        try:
            return subprocess.run([true], preexec_fn=setup, stdin=subprocess.DEVNULL, capture_output=True, timeout=30).returncode == 0
        except (subprocess.SubprocessError, OSError) as exc:
            missing[name] = f"{type(exc).__name__}: {exc}"
            return False

    if works("network", _unshare_network):
        found["network"] = "a network namespace of its own (no interface up)"
    abi = landlock_abi()
    if abi == 0:
        missing["landlock"] = "this kernel has no Landlock (Linux >= 5.13 with landlock in its LSM list)"
    elif works("landlock", lambda: _landlock(abi, ["/dev/null"])):
        found["landlock"] = (
            f"Landlock ABI {abi}: writes only in the run folder (reads too where a run's limits confine them)"
            + (", no TCP" if abi >= 4 else "")
            + (", signals kept inside" if abi >= 6 else "")
        )
    arch = platform.machine()
    if arch not in _ARCHES:
        missing["seccomp"] = f"no system call table for {arch}"
    elif works("seccomp", lambda: _seccomp(_no_process_filter(arch))):
        found["seccomp"] = "no new process: a fork, vfork or clone of one fails or kills the caller (threads allowed)"
    if os.geteuid() == 0 and "seccomp" not in found:
        missing["processes"] = "running as root: RLIMIT_NPROC does not bind root, and seccomp is unavailable"
    found_missing = dict(found)
    if missing:
        found_missing["unavailable"] = "; ".join(f"{k}: {v}" for k, v in sorted(missing.items()))
    return found_missing


def preexec(limits: Limits, folder: Path):
    """The function ``subprocess.Popen`` runs in the child before exec: rlimits, then the
    namespace, Landlock and seccomp where ``features`` found them."""
    found = features()
    writable = [str(folder), "/dev/null", *limits.writable]
    abi = landlock_abi() if "landlock" in found else 0
    arch = platform.machine()

    def setup() -> None:
        _rlimits(limits)
        if "network" in found:
            _unshare_network()
        if abi:
            _landlock(abi, writable, None if limits.readable is None else list(limits.readable))
        if limits.processes != "allowed" and "seccomp" in found:
            _seccomp(_no_process_filter(arch, kill=limits.processes == "killed"))

    return setup


@dataclass(frozen=True)
class Contained:
    """How ``process.run`` runs a program from untrusted text: in ``folder`` (its only writable
    place; stdout and stderr become files there, of which ``output_bytes`` each are read back)
    under ``limits``. ``env``: the program's whole environment (nothing of ours leaks in)."""

    folder: Path
    limits: Limits = field(default_factory=Limits)
    env: dict[str, str] | None = None
    output_bytes: int = 64 * 1024


def clean_env(extra: dict[str, str] | None = None, folder: Path | None = None) -> dict[str, str]:
    """A minimal environment: PATH, a locale, HOME and TMPDIR in the run folder, no Python or
    CUDA settings of ours unless passed in ``extra``."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    if folder is not None:
        env.update(HOME=str(folder), TMPDIR=str(folder))
    env.update(extra or {})
    return env
