package disque

import (
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"runtime"
	"strings"
)

// ErrSansDossier: no variable of the environment names the user's folder.
var ErrSansDossier = errors.New("no user folder")

// ErreurSansDossier is a user's folder that the environment does not
// give: none of the variables the system's convention reads (Variables:
// XDG_DATA_HOME and HOME on Linux…) is an absolute path.
type ErreurSansDossier struct {
	// Variable is the XDG variable of that kind of folder
	// (XDG_DATA_HOME…), which every system honours.
	Variable string
	// Variables are every variable read, in the order they are read,
	// Variable first.
	Variables []string
}

func (e *ErreurSansDossier) Error() string {
	return fmt.Sprintf("%v: none of %s is an absolute path", ErrSansDossier, strings.Join(e.Variables, ", "))
}

// Unwrap lets errors.Is match ErrSansDossier.
func (e *ErreurSansDossier) Unwrap() error { return ErrSansDossier }

// Sorte is a kind of the user's folders: each holds files of one sort.
type Sorte int

// The kinds of folders the program keeps files in.
const (
	// Donnees holds what the user keeps (the saves).
	Donnees Sorte = iota
	// Etat holds what the program records for the user (the history).
	Etat
	// Config holds the settings.
	Config
	// Cache holds what can be computed again (the optimal trees).
	Cache
)

// Programme is this program's name among the user's folders.
const Programme = "mastermind"

// variableXDG is the XDG base directory variable of each kind.
var variableXDG = [...]string{Donnees: "XDG_DATA_HOME", Etat: "XDG_STATE_HOME", Config: "XDG_CONFIG_HOME", Cache: "XDG_CACHE_HOME"}

// VariableXDG is the XDG variable that names the folders of kind g
// (XDG_DATA_HOME…).
func VariableXDG(g Sorte) string { return variableXDG[g] }

// DossierProgramme is the program's own folder of kind g, read from the
// environment getenv by the convention of the system the program runs on
// (runtime.GOOS; see DossierProgrammeSur).
func DossierProgramme(getenv func(string) string, g Sorte) (string, error) {
	return DossierProgrammeSur(runtime.GOOS, getenv, g)
}

// DossierProgrammeSur is the program's own folder of kind g on the system
// goos, read from the environment getenv:
//
//   - everywhere, the kind's XDG variable (XDG_DATA_HOME, XDG_STATE_HOME,
//     XDG_CONFIG_HOME, XDG_CACHE_HOME) when it is an absolute path, as gh
//     does: $XDG_DATA_HOME/mastermind…;
//   - Linux, the BSDs and other Unix systems (the XDG base directories):
//     ~/.local/share/mastermind, ~/.local/state/mastermind,
//     ~/.config/mastermind, ~/.cache/mastermind, under $HOME;
//   - macOS (and iOS), as os.UserConfigDir and os.UserCacheDir: the saves,
//     the history and the settings in ~/Library/Application
//     Support/mastermind, the cache in ~/Library/Caches/mastermind;
//   - Windows, as os.UserConfigDir and os.UserCacheDir: the settings in
//     %AppData%\mastermind (they roam with the user), the saves and the
//     history in %LocalAppData%\mastermind, the cache in
//     %LocalAppData%\mastermind\cache; each of those two variables, when
//     unset, is %USERPROFILE%\AppData\Roaming or …\Local;
//   - Plan 9: $home/lib/mastermind, the cache in $home/lib/cache/mastermind.
//
// A relative path in a variable is ignored, as the XDG specification says,
// never taken from the current folder.
//
// Résultat: the folder; an *ErreurSansDossier when none of the variables
// read is an absolute path.
func DossierProgrammeSur(goos string, getenv func(string) string, g Sorte) (string, error) {
	variable := variableXDG[g]
	if d := getenv(variable); estAbsolu(goos, d) {
		return joint(goos, d, Programme), nil
	}
	variables := []string{variable}
	// lit returns the first of vars that names an absolute path, and
	// notes each variable read.
	lit := func(vars ...string) (string, bool) {
		for _, v := range vars {
			variables = append(variables, v)
			if d := getenv(v); estAbsolu(goos, d) {
				return d, true
			}
		}
		return "", false
	}
	var d string
	switch goos {
	case "windows":
		variable, sous := "LOCALAPPDATA", "Local"
		if g == Config {
			variable, sous = "APPDATA", "Roaming"
		}
		var ok bool
		if d, ok = lit(variable); !ok {
			profil, ok := lit("USERPROFILE")
			if !ok {
				break
			}
			d = joint(goos, profil, "AppData", sous)
		}
		d = joint(goos, d, Programme)
		if g == Cache {
			d = joint(goos, d, "cache")
		}
		return d, nil
	case "darwin", "ios":
		if home, ok := lit("HOME"); ok {
			if g == Cache {
				return joint(goos, home, "Library", "Caches", Programme), nil
			}
			return joint(goos, home, "Library", "Application Support", Programme), nil
		}
	case "plan9":
		if home, ok := lit("home"); ok {
			if g == Cache {
				return joint(goos, home, "lib", "cache", Programme), nil
			}
			return joint(goos, home, "lib", Programme), nil
		}
	default:
		if home, ok := lit("HOME"); ok {
			repli := [...]string{Donnees: ".local/share", Etat: ".local/state", Config: ".config", Cache: ".cache"}[g]
			return joint(goos, home, repli, Programme), nil
		}
	}
	return "", &ErreurSansDossier{Variable: variable, Variables: variables}
}

// estAbsolu reports whether d is an absolute path on goos: on Windows,
// with a drive or a UNC share (C:\Users, \\server\share).
func estAbsolu(goos, d string) bool {
	if goos != "windows" {
		return strings.HasPrefix(d, "/")
	}
	if runtime.GOOS == "windows" {
		return filepath.IsAbs(d)
	}
	d = strings.ReplaceAll(d, `\`, "/")
	lettre := len(d) >= 3 && d[1] == ':' && d[2] == '/' && ('a' <= d[0]|0x20 && d[0]|0x20 <= 'z')
	return lettre || strings.HasPrefix(d, "//")
}

// joint joins path elements with goos's separator.
func joint(goos string, elems ...string) string {
	if goos == runtime.GOOS {
		return filepath.Join(elems...)
	}
	if goos == "windows" {
		return strings.ReplaceAll(path.Join(strings.ReplaceAll(strings.Join(elems, "/"), `\`, "/")), "/", `\`)
	}
	return path.Join(elems...)
}

// Variables are the variables of the environment that name the program's
// folder of kind g on this system, in the order they are read: the XDG
// one first, then the system's (HOME; LOCALAPPDATA and USERPROFILE on
// Windows…).
func Variables(g Sorte) []string {
	_, err := DossierProgramme(func(string) string { return "" }, g)
	var e *ErreurSansDossier
	if errors.As(err, &e) {
		return e.Variables
	}
	return []string{variableXDG[g]}
}
