"""An AST scan for calls that exist, or behave, only on some systems.

Guests bring Windows and macOS machines, and nobody here can run those. What
breaks there is mostly a call that Linux has and they lack (``fcntl``,
``os.fork``, ``signal.SIGKILL``), one that does nothing there (``chmod`` on
Windows), an event-loop feature Windows' Proactor loop refuses
(``add_signal_handler``, ``add_reader``), or a path or locale spelled the POSIX
way. Each finding is accepted only when it is *guarded*:

- inside an ``if``/``elif``/conditional expression whose test asks the system
  (``sys.platform``, ``os.name``, ``platform.system()``, ``hasattr(...)``), or
- inside a ``try`` one of whose handlers catches ``AttributeError``,
  ``NotImplementedError``, ``ImportError`` or ``ModuleNotFoundError``, or
- on a line that says why it is portable: ``# portable: <reason>``.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from dataclasses import dataclass
from pathlib import Path

# Modules that exist on only one family of systems.
POSIX_MODULES = frozenset({"fcntl", "resource", "termios", "tty", "pty", "pwd", "grp", "posix", "crypt",
                           "syslog", "spwd", "nis", "readline", "curses", "grp"})
WINDOWS_MODULES = frozenset({"msvcrt", "winreg", "_winapi", "winsound", "nt"})
# module attribute -> why
ATTRIBUTES: dict[tuple[str, str], str] = {
    **{("os", n): "POSIX only" for n in (
        "fork", "forkpty", "setsid", "setpgrp", "getpgid", "killpg", "getuid", "geteuid", "getgid", "getegid",
        "chown", "lchown", "fchown", "mkfifo", "mknod", "getloadavg", "uname", "sync", "statvfs", "nice",
        "O_NOFOLLOW", "O_CLOEXEC", "O_NONBLOCK", "WNOHANG", "wait", "wait3", "wait4", "pipe2", "openpty",
        "posix_spawn", "sched_getaffinity", "sched_setaffinity", "sysconf", "getgroups")},
    ("os", "symlink"): "needs a privilege on Windows",
    ("os", "kill"): "terminates at once on Windows whatever the signal",
    ("os", "chmod"): "mode bits do nothing on Windows",
    ("os", "fchmod"): "POSIX only",
    ("os", "umask"): "mode bits do nothing on Windows",
    ("time", "tzset"): "POSIX only",
    ("select", "poll"): "POSIX only",
    ("select", "epoll"): "Linux only",
    ("select", "kqueue"): "BSD/macOS only",
    ("socket", "AF_UNIX"): "Unix sockets: POSIX (and recent Windows 10 only)",
    ("socket", "SO_REUSEPORT"): "not on Windows",
    ("socket", "SO_BINDTODEVICE"): "Linux only",
    ("socket", "AF_PACKET"): "Linux only",
    **{("signal", n): "signal missing or never delivered on Windows" for n in (
        "SIGKILL", "SIGTERM", "SIGHUP", "SIGUSR1", "SIGUSR2", "SIGCHLD", "SIGALRM", "SIGPIPE", "SIGQUIT",
        "SIGSTOP", "SIGCONT", "SIGTSTP", "SIGWINCH", "alarm", "setitimer", "pause", "pthread_kill",
        "siginterrupt", "sigwait", "SIGBREAK", "CTRL_C_EVENT", "CTRL_BREAK_EVENT")},
}
# method name on any object -> why
METHODS: dict[str, str] = {
    "add_signal_handler": "Windows' Proactor loop raises NotImplementedError",
    "remove_signal_handler": "Windows' Proactor loop raises NotImplementedError",
    "add_reader": "Windows' Proactor loop raises NotImplementedError",
    "add_writer": "Windows' Proactor loop raises NotImplementedError",
    "chmod": "mode bits do nothing on Windows",
    "lchmod": "mode bits do nothing on Windows",
    "symlink_to": "needs a privilege on Windows",
}
# Calls that take a path: by bare name, as a method of any object, or from os / os.path / shutil.
PATH_FUNCS = frozenset({"open", "Path", "PurePath", "PosixPath"})
PATH_METHODS = frozenset({"write_text", "write_bytes", "read_text", "read_bytes", "glob", "rglob", "joinpath",
                          "with_name", "open"})
PATH_MODULES = ("os.", "os.path.", "shutil.")
SPLITTERS = frozenset({"split", "rsplit", "partition", "rpartition", "startswith", "endswith"})
POSIX_PATH = re.compile(r"^(/(tmp|dev|etc|usr|proc|sys|var|home|opt|run|Users|Library)(/|$)|~/)")
LOCALE_NAME = re.compile(r"^[a-z]{2,3}_[A-Z]{2}(\.|@|$)")
GUARD_EXCEPTIONS = frozenset({"AttributeError", "NotImplementedError", "ImportError", "ModuleNotFoundError"})
WAIVER = re.compile(r"#\s*portable:\s*\S.{4,}")


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    what: str
    why: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what} ({self.why})"


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    if isinstance(node, ast.Call):
        return _dotted(node.func) + "()"
    return "?"


def _asks_the_system(test: ast.AST) -> bool:
    for node in ast.walk(test):
        name = _dotted(node)
        if name in ("sys.platform", "os.name", "platform.system()", "platform.system"):
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "hasattr":
            return True
    return False


def _catches_absence(handlers: list[ast.ExceptHandler]) -> bool:
    for h in handlers:
        names = h.type.elts if isinstance(h.type, ast.Tuple) else [h.type] if h.type is not None else []
        if any(isinstance(n, ast.Name) and n.id in GUARD_EXCEPTIONS for n in names):
            return True
    return False


class _Scanner(ast.NodeVisitor):
    def __init__(self, path: str, waived: set[int]) -> None:
        self.path = path
        self.waived = waived
        self.guards = 0
        self.findings: list[Finding] = []

    def _add(self, node: ast.AST, what: str, why: str) -> None:
        line = getattr(node, "lineno", 0)
        if self.guards == 0 and line not in self.waived:
            self.findings.append(Finding(self.path, line, what, why))

    def _guarded(self, guarded: list[ast.AST], rest: list[ast.AST]) -> None:
        self.guards += 1
        for n in guarded:
            self.visit(n)
        self.guards -= 1
        for n in rest:
            self.visit(n)

    def visit_If(self, node: ast.If) -> None:
        if _asks_the_system(node.test):
            self._guarded([node.test, *node.body, *node.orelse], [])
        else:
            self.generic_visit(node)

    def visit_IfExp(self, node: ast.IfExp) -> None:
        if _asks_the_system(node.test):
            self._guarded([node.test, node.body, node.orelse], [])
        else:
            self.generic_visit(node)

    def visit_BoolOp(self, node: ast.BoolOp) -> None:
        if isinstance(node.op, ast.And) and _asks_the_system(node.values[0]):
            self._guarded(list(node.values), [])
        else:
            self.generic_visit(node)

    def visit_Try(self, node: ast.Try) -> None:
        if _catches_absence(node.handlers):
            self._guarded(list(node.body), [*node.handlers, *node.orelse, *node.finalbody])
        else:
            self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._module(node, alias.name.split(".")[0])

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.module and node.level == 0:
            self._module(node, node.module.split(".")[0])
            for alias in node.names:
                if (node.module, alias.name) in ATTRIBUTES:
                    self._add(node, f"from {node.module} import {alias.name}", ATTRIBUTES[node.module, alias.name])

    def _module(self, node: ast.AST, name: str) -> None:
        if name in POSIX_MODULES:
            self._add(node, f"import {name}", "POSIX only")
        elif name in WINDOWS_MODULES:
            self._add(node, f"import {name}", "Windows only")

    def visit_Attribute(self, node: ast.Attribute) -> None:
        owner = _dotted(node.value)
        if (owner, node.attr) in ATTRIBUTES:
            self._add(node, f"{owner}.{node.attr}", ATTRIBUTES[owner, node.attr])
        self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        if _dotted(node.value) == "os.environ" and _const(node.slice) in ("HOME", "USER", "TMPDIR"):
            self._add(node, f"os.environ[{_const(node.slice)!r}]", "not set on Windows")
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if isinstance(func, ast.Attribute) and name in METHODS and _dotted(func) != "os.chmod":
            self._add(node, f"{_dotted(func)}()", METHODS[name])
        self._mode_argument(node, name)
        self._slash_paths(node, func, name)
        if name == "setlocale" and len(node.args) > 1 and LOCALE_NAME.match(str(_const(node.args[1]) or "")):
            self._add(node, f"setlocale(..., {_const(node.args[1])!r})", "locale names differ on Windows")
        if name == "strftime" and any("%-" in str(_const(a) or "") for a in node.args):
            self._add(node, "strftime('%-…')", "glibc only; Windows raises ValueError")
        if _dotted(func) in ("os.environ.get", "os.getenv") and node.args and _const(node.args[0]) == "HOME":
            self._add(node, "HOME from the environment", "not set on Windows (Path.home())")
        self.generic_visit(node)

    def _mode_argument(self, node: ast.Call, name: str) -> None:
        mode = next((k.value for k in node.keywords if k.arg == "mode"), None)
        if name in ("mkdir", "makedirs") and mode is not None:
            self._add(node, f"{name}(mode=...)", "mode bits do nothing on Windows")
        if _dotted(node.func) == "os.open" and len(node.args) > 2:
            self._add(node, "os.open(..., mode)", "mode bits do nothing on Windows")

    def _slash_paths(self, node: ast.Call, func: ast.AST, name: str) -> None:
        if isinstance(func, ast.Attribute) and name in SPLITTERS and node.args and _const(node.args[0]) == "/":
            self._add(node, f".{name}('/')", "paths split on '/' miss Windows' '\\\\'")
        if isinstance(func, ast.Attribute) and name == "join" and _const(func.value) == "/":
            self._add(node, "'/'.join(...)", "a path built with '/'")
        dotted = _dotted(func)
        if name in PATH_FUNCS and isinstance(func, ast.Name) or name in PATH_METHODS and isinstance(
                func, ast.Attribute) or dotted.startswith(PATH_MODULES) and dotted.count(".") <= 2:
            for arg in node.args:
                for text in _strings(arg):
                    if "/" in text:
                        self._add(node, f"{name}({text!r} ...)", "a path spelled with '/'")

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and POSIX_PATH.match(node.value):
            self._add(node, repr(node.value), "a POSIX path")


def _const(node: ast.AST | None) -> object:
    return node.value if isinstance(node, ast.Constant) else None


def _strings(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return [str(v.value) for v in node.values if isinstance(v, ast.Constant)]
    if isinstance(node, ast.BinOp):
        return _strings(node.left) + _strings(node.right)
    return []


def _waived_lines(source: str) -> set[int]:
    lines = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT and WAIVER.search(tok.string):
            lines.add(tok.start[0])
    return lines


def scan_source(source: str, path: str = "<snippet>") -> list[Finding]:
    scanner = _Scanner(path, _waived_lines(source))
    scanner.visit(ast.parse(source))
    return scanner.findings


def scan_tree(root: Path, folders: tuple[str, ...], files: tuple[str, ...] = ()) -> list[Finding]:
    paths = [p for f in folders for p in sorted((root / f).rglob("*.py"))] + [root / f for f in files]
    out: list[Finding] = []
    for p in paths:
        out += scan_source(p.read_text(encoding="utf-8"), str(p.relative_to(root)))
    return out
