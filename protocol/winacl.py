"""Owner-only files on Windows: what ``chmod 0600`` is on POSIX.

Windows ignores mode bits (``os.chmod`` only toggles the read-only flag), so
the player's private key would be as readable as its folder lets it be. Files
under ``%LOCALAPPDATA%`` inherit the profile's ACL (the user, SYSTEM and the
Administrators group), but ``LANJOLLY_DATA_DIR`` may point anywhere, e.g. a
shared ``C:\\Games`` folder that every local user can read.

So the data folder, and the key file itself, get a *protected* DACL (nothing
inherited from above) with two entries: full control for the current user
(the SID of this process's token) and for SYSTEM (backup, indexing and
antivirus run as SYSTEM; an administrator can always take ownership, as root
can always read a 0600 file). Files created in the folder inherit the same two
entries, so the key is private from its first byte, as ``mkstemp``'s 0600 makes
it on POSIX. The Win32 calls go through ``ctypes`` (advapi32), so no
dependency is added; DPAPI was not chosen because it would change the key
file's format (PROTOCOL.md §3.1) and tie it to one Windows login.

Only ``owner_only_sddl`` is meaningful elsewhere; the rest exists on Windows only.
"""

from __future__ import annotations

import sys
from pathlib import Path

SYSTEM_SID = "SY"          # SDDL alias of S-1-5-18, LocalSystem
FILE_ALL = "FA"            # SDDL: FILE_ALL_ACCESS
INHERIT = "OICI"           # SDDL: object and container inherit (folders only)


def owner_only_sddl(user_sid: str, directory: bool) -> str:
    """The security descriptor, in SDDL, that gives ``user_sid`` and SYSTEM full control.

    ``D:P`` is a protected DACL: no entry of the parent folder is inherited.
    """
    flags = INHERIT if directory else ""
    return "D:P" + "".join(f"(A;{flags};{FILE_ALL};;;{sid})" for sid in (user_sid, SYSTEM_SID))


# Win32 errors of a file system that keeps no ACLs at all (FAT32/exFAT USB sticks): there is
# nothing to protect the file with, as chmod on such a stick does nothing on Linux either.
NO_ACL_SUPPORT = frozenset({1, 50})   # ERROR_INVALID_FUNCTION, ERROR_NOT_SUPPORTED

if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    _advapi32 = ctypes.WinDLL("advapi32", use_last_error=True)
    _kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    _P = ctypes.POINTER
    _VOIDP = ctypes.c_void_p
    # Prototypes, so 64-bit handles and the 0x80000000 flag are passed as what the API expects.
    _kernel32.GetCurrentProcess.restype = wintypes.HANDLE
    _kernel32.GetCurrentProcess.argtypes = []
    _kernel32.CloseHandle.argtypes = [wintypes.HANDLE]
    _kernel32.LocalFree.argtypes = [_VOIDP]
    _kernel32.LocalFree.restype = _VOIDP
    _advapi32.OpenProcessToken.argtypes = [wintypes.HANDLE, wintypes.DWORD, _P(wintypes.HANDLE)]
    _advapi32.GetTokenInformation.argtypes = [wintypes.HANDLE, ctypes.c_int, _VOIDP, wintypes.DWORD,
                                              _P(wintypes.DWORD)]
    _advapi32.ConvertSidToStringSidW.argtypes = [_VOIDP, _P(wintypes.LPWSTR)]
    _advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW.argtypes = [
        wintypes.LPCWSTR, wintypes.DWORD, _P(_VOIDP), _VOIDP]
    _advapi32.GetSecurityDescriptorDacl.argtypes = [_VOIDP, _P(wintypes.BOOL), _P(_VOIDP), _P(wintypes.BOOL)]
    _advapi32.SetNamedSecurityInfoW.argtypes = [wintypes.LPCWSTR, ctypes.c_int, wintypes.DWORD, _VOIDP, _VOIDP,
                                                _VOIDP, _VOIDP]
    _advapi32.SetNamedSecurityInfoW.restype = wintypes.DWORD

    TOKEN_QUERY = 0x0008
    TOKEN_USER_CLASS = 1                       # TokenUser
    SDDL_REVISION_1 = 1
    SE_FILE_OBJECT = 1
    DACL_SECURITY_INFORMATION = 0x00000004
    PROTECTED_DACL_SECURITY_INFORMATION = 0x80000000

    def _check(ok: int) -> None:
        if not ok:
            raise ctypes.WinError(ctypes.get_last_error())

    def current_user_sid() -> str:
        """The string SID of the user this process runs as (``S-1-5-21-…``)."""
        token = wintypes.HANDLE()
        _check(_advapi32.OpenProcessToken(_kernel32.GetCurrentProcess(), TOKEN_QUERY, ctypes.byref(token)))
        try:
            size = wintypes.DWORD()
            _advapi32.GetTokenInformation(token, TOKEN_USER_CLASS, None, 0, ctypes.byref(size))
            buf = ctypes.create_string_buffer(size.value)
            _check(_advapi32.GetTokenInformation(token, TOKEN_USER_CLASS, ctypes.cast(buf, _VOIDP), size,
                                                 ctypes.byref(size)))
            psid = ctypes.cast(buf, _P(_VOIDP)).contents     # TOKEN_USER.User.Sid, the first field
            text = wintypes.LPWSTR()
            _check(_advapi32.ConvertSidToStringSidW(psid, ctypes.byref(text)))
            try:
                return str(text.value)
            finally:
                _kernel32.LocalFree(ctypes.cast(text, _VOIDP))
        finally:
            _kernel32.CloseHandle(token)

    def restrict(path: Path, directory: bool) -> None:
        """Replace ``path``'s DACL with the owner-only one (see the module docstring)."""
        sd = _VOIDP()
        _check(_advapi32.ConvertStringSecurityDescriptorToSecurityDescriptorW(
            owner_only_sddl(current_user_sid(), directory), SDDL_REVISION_1, ctypes.byref(sd), None))
        try:
            present, defaulted = wintypes.BOOL(), wintypes.BOOL()
            dacl = _VOIDP()
            _check(_advapi32.GetSecurityDescriptorDacl(sd, ctypes.byref(present), ctypes.byref(dacl),
                                                       ctypes.byref(defaulted)))
            err = _advapi32.SetNamedSecurityInfoW(
                str(path), SE_FILE_OBJECT, DACL_SECURITY_INFORMATION | PROTECTED_DACL_SECURITY_INFORMATION,
                None, None, dacl, None)
            if err and err not in NO_ACL_SUPPORT:
                raise ctypes.WinError(err)
        finally:
            _kernel32.LocalFree(sd)
else:
    def restrict(path: Path, directory: bool) -> None:
        """Elsewhere mode bits do this job (``protocol.datadir.owner_only``)."""
        raise NotImplementedError("owner-only ACLs are set on Windows only")
