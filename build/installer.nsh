; Provider Desk: additions to electron-builder's NSIS installer (build/electron-builder.yml `nsis.include`).
;
; Install modes (electron-builder's assisted installer, documented in docs/packaging.md):
;   Provider-Desk-Setup-X.Y.Z.exe                      per user (default; no administrator rights)
;   Provider-Desk-Setup-X.Y.Z.exe /allusers            per machine, into Program Files (asks to elevate)
;   Provider-Desk-Setup-X.Y.Z.exe /S                   silent, per user
;   Provider-Desk-Setup-X.Y.Z.exe /S /allusers         silent, per machine (run elevated: SCCM, Intune, GPO)
;   add /D=C:\Path\To\Folder as the LAST argument to choose the folder.
;
; Why nothing else here: the installer carries the whole app and downloads nothing. IT's update policy
; (update-policy.json) is deployed by IT beside the installation or machine-wide, never by this script,
; so an update cannot overwrite it.

!macro customInstall
  DetailPrint "Provider Desk installed in $INSTDIR"
!macroend
