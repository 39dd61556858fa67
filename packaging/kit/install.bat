@echo off
rem LAN Jolly offline installer for Windows: double-click it.
rem Finds a Python the kit has wheels for (@VERSIONS@, newest first) through the py launcher
rem that the python.org installer adds, and hands over to install.py (no network).
rem set LANJOLLY_PYTHON=C:\path\to\python.exe picks one. Remove the game: install.bat --uninstall
setlocal
set "KIT=%~dp0"
if defined LANJOLLY_PYTHON (
    set PY="%LANJOLLY_PYTHON%"
    goto run
)
for %%V in (@VERSIONS@) do (
    py -%%V -c "" >nul 2>&1 && (
        set "PY=py -%%V"
        goto run
    )
)
python -c "import sys; sys.exit(0 if sys.version_info >= (@FIRST_TUPLE@) else 1)" >nul 2>&1 && (
    set "PY=python"
    goto run
)
echo.
echo No Python @FIRST@ to @LAST@ was found on this computer.
echo Install it from the stick: run python-@LAST@.x-amd64.exe, then double-click install.bat again.
echo.
if not defined LANJOLLY_NO_PAUSE pause
exit /b 1
:run
%PY% "%KIT%install.py" %*
set "RC=%ERRORLEVEL%"
echo.
if not defined LANJOLLY_NO_PAUSE pause
exit /b %RC%
