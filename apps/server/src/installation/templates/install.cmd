@echo off
rem Vigil agent installer for Windows: runs install.ps1 beside this file with the same arguments.
powershell -NoProfile -ExecutionPolicy Bypass -File "%~dp0install.ps1" %*
exit /b %ERRORLEVEL%
