package enclos

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Limites are what a fenced program may use. A zero field takes its
// default (ParDefaut); a negative one means no limit.
type Limites struct {
	// CPU is the CPU time of each process (RLIMIT_CPU): SIGXCPU, then
	// SIGKILL a second later.
	CPU time.Duration
	// Memoire is the memory the program may take, in bytes, shared
	// memory included: with a cgroup v2 whose memory controller is
	// delegated, all its processes together (memory.max, no swap);
	// otherwise each process's address space (RLIMIT_AS: a JVM reserves
	// more than it uses, and wants 2 GiB or so). Its folder, when
	// temporary, and its /dev/shm are file systems in memory bounded by
	// it too.
	Memoire int64
	// Processus is how many processes (threads included) the program
	// may run besides those its user already runs: RLIMIT_NPROC counts
	// every process of the user, so the launcher adds the number it
	// finds; root is not bound by it. A cgroup with the pids controller
	// bounds the program's own processes exactly (pids.max).
	Processus int
	// Fichier is the size a file written may reach, in bytes
	// (RLIMIT_FSIZE: SIGXFSZ beyond it).
	Fichier int64
	// Dossier is the program's working folder; empty: a new temporary
	// folder, removed when the program ends.
	Dossier string
	// Exige are the guarantees a start requires (not read from text): the
	// lab sets those its Sonde found, so that a program never runs less
	// fenced than the lab said; a start that lacks one is refused with an
	// *ErreurGaranties.
	Exige Garanties
}

// ParDefaut are the default limits, generous: a student's program in
// Python or Java never reaches them, a runaway one does.
func ParDefaut() Limites {
	return Limites{
		CPU:       30 * time.Minute,
		Memoire:   4 << 30,
		Processus: 256,
		Fichier:   1 << 30,
	}
}

// Completees returns l with its zero fields set to their defaults.
func (l Limites) Completees() Limites {
	d := ParDefaut()
	if l.CPU == 0 {
		l.CPU = d.CPU
	}
	if l.Memoire == 0 {
		l.Memoire = d.Memoire
	}
	if l.Processus == 0 {
		l.Processus = d.Processus
	}
	if l.Fichier == 0 {
		l.Fichier = d.Fichier
	}
	return l
}

// The ways a limits' text is wrong (ErreurLimites.Err).
var (
	// ErrCle: a word that is not cpu, mem, procs, file or dir.
	ErrCle = errors.New("unknown limit")
	// ErrValeur: a value that is not a duration, a size or a number.
	ErrValeur = errors.New("invalid limit value")
)

// ErreurLimites is a limits' text that LitLimites cannot read: the part
// that is wrong and why.
type ErreurLimites struct {
	Partie string
	Err    error
}

func (e *ErreurLimites) Error() string { return fmt.Sprintf("fence limits %q: %v", e.Partie, e.Err) }

// Unwrap lets errors.Is match the reason.
func (e *ErreurLimites) Unwrap() error { return e.Err }

// LitLimites reads limits written "cpu=10m,mem=2G,procs=64,file=100M,
// dir=PATH" (any of them, in any order): cpu a Go duration, mem and file
// a number of bytes with an optional K, M or G (powers of 1024), procs a
// number; 0 or "none" for no limit. What is not given keeps its default.
//
// Résultat: the limits, or an *ErreurLimites.
func LitLimites(texte string) (Limites, error) {
	var l Limites
	if strings.TrimSpace(texte) == "" {
		return l, nil
	}
	for _, partie := range strings.Split(texte, ",") {
		cle, valeur, ok := strings.Cut(strings.TrimSpace(partie), "=")
		if !ok {
			return Limites{}, &ErreurLimites{Partie: partie, Err: ErrValeur}
		}
		aucune := valeur == "0" || valeur == "none"
		var err error
		switch cle {
		case "cpu":
			l.CPU, err = time.ParseDuration(valeur)
			if aucune {
				l.CPU, err = -1, nil
			} else if err == nil && l.CPU <= 0 {
				err = ErrValeur
			}
		case "mem":
			l.Memoire, err = taille(valeur, aucune)
		case "file":
			l.Fichier, err = taille(valeur, aucune)
		case "procs":
			l.Processus, err = strconv.Atoi(valeur)
			if aucune {
				l.Processus, err = -1, nil
			} else if err == nil && l.Processus <= 0 {
				err = ErrValeur
			}
		case "dir":
			l.Dossier = valeur
			if valeur == "" {
				err = ErrValeur
			}
		default:
			return Limites{}, &ErreurLimites{Partie: partie, Err: ErrCle}
		}
		if err != nil {
			return Limites{}, &ErreurLimites{Partie: partie, Err: ErrValeur}
		}
	}
	return l, nil
}

// taille reads a number of bytes with an optional K, M or G suffix.
func taille(s string, aucune bool) (int64, error) {
	if aucune {
		return -1, nil
	}
	mult := int64(1)
	if n := len(s); n > 0 {
		switch s[n-1] {
		case 'K', 'k':
			mult = 1 << 10
		case 'M', 'm':
			mult = 1 << 20
		case 'G', 'g':
			mult = 1 << 30
		}
		if mult > 1 {
			s = s[:n-1]
		}
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || v <= 0 || v > (1<<62)/mult {
		return 0, ErrValeur
	}
	return v * mult, nil
}
