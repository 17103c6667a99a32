# Vigil agent installer for Windows: @@TITLE@@
# A PowerShell installer beside the bundled agent (this package is a zip, not an .msi).
#   powershell -ExecutionPolicy Bypass -File .\install.ps1 [-Prefix DIR] [-Name DEVICE_NAME] [-Quiet]
#   powershell -ExecutionPolicy Bypass -File .\install.ps1 -Uninstall -UninstallKey KEY [-Quiet]
# Needs Node.js 20.19 or newer on PATH.
param(
  [string]$AgentKey = @@AGENT_KEY@@,
  [string]$Server = @@SERVER@@,
  [string]$Prefix = (Join-Path $env:ProgramFiles 'Vigil Agent'),
  [string]$Name = '',
  [switch]$Uninstall,
  [string]$UninstallKey = '',
  [switch]$Quiet
)
$ErrorActionPreference = 'Stop'
function Say([string]$Message) { if (-not $Quiet) { Write-Host $Message } }

if (-not (Get-Command node -ErrorAction SilentlyContinue)) {
  Write-Error 'Node.js 20.19 or newer is required (node was not found on PATH).'
  exit 1
}
$Lib = Join-Path $Prefix 'lib'
$State = Join-Path $Prefix 'state'
$Launcher = Join-Path $Prefix 'vigil-agent.cmd'

if ($Uninstall) {
  if (-not $UninstallKey) { Write-Error 'The uninstall key is required: -UninstallKey KEY'; exit 2 }
  if (-not (Test-Path (Join-Path $Lib 'vigil-uninstall.mjs'))) { Write-Error "No Vigil agent is installed in $Prefix"; exit 1 }
  & node (Join-Path $Lib 'vigil-uninstall.mjs') --state-dir $State --uninstall-key $UninstallKey
  # 5: never registered, so there is nothing to release on the server.
  if ($LASTEXITCODE -ne 0 -and $LASTEXITCODE -ne 5) {
    Write-Error 'The server did not release this device; the agent stays installed.'
    exit $LASTEXITCODE
  }
  Remove-Item -Recurse -Force -ErrorAction SilentlyContinue $Lib, $State, $Launcher
  Say "Vigil agent removed from $Prefix."
  exit 0
}

New-Item -ItemType Directory -Force -Path $Lib, $State | Out-Null
Copy-Item -Force -Recurse -Path (Join-Path $PSScriptRoot 'lib\*') -Destination $Lib
Set-Content -Encoding ASCII -Path $Launcher -Value @(
  '@echo off',
  "if not defined VIGIL_AGENT_STATE_DIR set VIGIL_AGENT_STATE_DIR=$State",
  "node `"$Lib\vigil-agent.mjs`" %*"
)
Say "Vigil agent @@VERSION@@ installed in $Prefix; registering with $Server ..."
$Arguments = @('register', '--server', $Server, '--key', $AgentKey, '--state-dir', $State)
if ($Name) { $Arguments += @('--name', $Name) }
& node (Join-Path $Lib 'vigil-agent.mjs') @Arguments
if ($LASTEXITCODE -ne 0) {
  Write-Error "Registration failed; the agent stays in $Prefix: run this installer again."
  exit $LASTEXITCODE
}
Say "Registered. Start scanning with: `"$Launcher`" run <folder>"
exit 0
