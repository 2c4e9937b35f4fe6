package rapport

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// JSON is the contract of tournament --json.
type JSON struct {
	Pegs     int  `json:"pegs"`
	Colors   int  `json:"colors"`
	NoRepeat bool `json:"no_repeat"`
	// Secrets is the number of rounds counted; FromRound the number of
	// the first one (1 unless --from-round).
	Secrets   int `json:"secrets"`
	FromRound int `json:"from_round"`
	// OrderSeed is the seed the order of the rounds was drawn from (pass
	// it back as MASTERMIND_ORDER to replay the run); null when the
	// secrets were given in their order (--secrets). OrderReplay: it was
	// given back, not drawn for this run.
	OrderSeed *uint64 `json:"order_seed"`
	// IndependentDraws: each round's secret was drawn independently of
	// the others from the seed (a secret may come back); absent otherwise.
	IndependentDraws bool `json:"independent_draws,omitempty"`
	OrderReplay      bool `json:"order_replay"`
	// FreshProcess: each round of a program (cmd:…) was played by a
	// fresh process of it, so that none could remember the rounds before;
	// false when one process played every round (--one-process).
	FreshProcess bool        `json:"fresh_process"`
	Entries      []EntryJSON `json:"entries"`
}

// EntryJSON is one strategy. Rank is null and Average null for an entry
// that failed (PartialAverage is then its average over the rounds it
// scored); Rank is null for an entry whose result is Impossible, its
// Average kept; Hardest lists at most MaxDifficiles secrets of the AtMax
// that reach Max.
type EntryJSON struct {
	Rank           *int            `json:"rank"`
	Strategy       string          `json:"strategy"`
	Total          int             `json:"total"`
	Average        *float64        `json:"average"`
	PartialAverage *float64        `json:"partial_average,omitempty"`
	Max            int             `json:"max"`
	AtMax          int             `json:"at_max"`
	Hardest        []string        `json:"hardest"`
	Distribution   Distribution    `json:"distribution"`
	Failures       int             `json:"failures"`
	Seconds        float64         `json:"seconds"`
	Failure        *FailureJSON    `json:"failure,omitempty"`
	Impossible     *ImpossibleJSON `json:"impossible,omitempty"`
	Stderr         *StderrJSON     `json:"stderr,omitempty"`
}

// StderrJSON is what a program wrote on its error stream (absent for a
// built-in strategy): every line and byte counted, whether some were
// not kept (the first and last 64 KiB are), and the file that keeps
// them, absent when none was written (nothing written, or no folder
// given: --stderr, --reports).
type StderrJSON struct {
	Lines     int64  `json:"lines"`
	Bytes     int64  `json:"bytes"`
	Truncated bool   `json:"truncated"`
	File      string `json:"file,omitempty"`
}

// ImpossibleJSON flags a result better than any strategy can reach
// without knowing the secrets: Kind is "below-optimum" (Limit is the
// proven optimum of the size) or "below-counting-bound" (Limit is the
// bound by counting of the rounds counted); LimitAverage is Limit over
// the rounds, rounded as every average.
type ImpossibleJSON struct {
	Kind         string  `json:"kind"`
	Limit        int     `json:"limit"`
	LimitAverage float64 `json:"limit_average"`
}

// FailureJSON is a failed entry's report: where (the round, its secret,
// the move), what was said (the lab's last line, the program's, and the
// round's rows before), the kind, the report a person reads and the
// command that replays it.
type FailureJSON struct {
	Kind     string   `json:"kind"`
	Round    int      `json:"round,omitempty"`
	Secret   string   `json:"secret,omitempty"`
	Move     int      `json:"move,omitempty"`
	Rows     []string `json:"rows"`
	Sent     string   `json:"sent,omitempty"`
	Received *string  `json:"received,omitempty"`
	Report   string   `json:"report"`
	Replay   string   `json:"replay,omitempty"`
}

// MaxDifficiles is how many hardest secrets an entry lists in the JSON
// and the reports (AtMax counts them all).
const MaxDifficiles = 100

// VersJSON is r as the JSON contract (Classe first).
func (r *Resultats) VersJSON() JSON {
	j := JSON{Pegs: r.Taille.Pions, Colors: r.Taille.Couleurs, NoRepeat: r.Taille.SansRepetition,
		Secrets: len(r.Secrets), FromRound: max(r.Depuis, 1), FreshProcess: r.ParManche, Entries: []EntryJSON{}}
	if r.Ordre != nil {
		g := r.Ordre.Graine
		j.OrderSeed, j.OrderReplay, j.IndependentDraws = &g, r.Ordre.Rejeu, r.Ordre.Independants
	}
	for _, e := range r.Entrees {
		_, total := e.Trouves()
		pire, aupire := e.Pire()
		x := EntryJSON{Strategy: e.Nom, Total: total, Max: pire, AtMax: aupire, Hardest: []string{},
			Distribution: e.Distribution(), Failures: e.Echecs(), Seconds: Secondes(e.Duree)}
		if e.Rang > 0 {
			rang := e.Rang
			x.Rank = &rang
		}
		if m, ok := e.Moyenne(); ok && e.Echec == nil {
			x.Average = &m
		} else if ok {
			x.PartialAverage = &m
		}
		d := r.Difficiles(e)
		x.Hardest = append(x.Hardest, d[:min(len(d), MaxDifficiles)]...)
		if e.Echec != nil {
			x.Failure = echecJSON(e.Echec)
		}
		if i := e.Impossible; i != nil {
			x.Impossible = &ImpossibleJSON{Kind: i.Genre(), Limit: i.Limite, LimitAverage: Arrondi(int64(i.Limite), int64(max(len(e.Coups), 1)))}
		}
		if er := e.Erreurs; er != nil {
			x.Stderr = &StderrJSON{Lines: er.Lignes, Bytes: er.Octets, Truncated: er.Coupe(), File: e.FichierErreurs}
		}
		j.Entries = append(j.Entries, x)
	}
	return j
}

func echecJSON(e *Echec) *FailureJSON {
	f := &FailureJSON{Kind: Genre(e.Err), Rows: []string{}, Report: e.Texte, Replay: e.Rejouer}
	var p *programme.ErreurProgramme
	if errors.As(e.Err, &p) {
		f.Round, f.Secret, f.Move, f.Sent = p.Manche, p.Secret, p.Coup, p.Envoye
		f.Rows = append(f.Rows, p.Lignes...)
		if !p.RienRecu {
			recu := p.Recu
			f.Received = &recu
		}
	}
	return f
}

// Genre names the kind of an impossible result for scripts:
// below-optimum or below-counting-bound.
func (i *Impossible) Genre() string {
	if i.Optimum {
		return "below-optimum"
	}
	return "below-counting-bound"
}

// Genre names the kind of a failure for scripts: invalid-proposal,
// ended, silent, flood, too-many-tries, replay, palette, start, command,
// or error.
func Genre(err error) string {
	var lancement *programme.ErreurLancement
	var commande *programme.ErreurCommande
	switch {
	case errors.Is(err, programme.ErrProposition):
		return "invalid-proposal"
	case errors.Is(err, programme.ErrFinPrematuree):
		return "ended"
	case errors.Is(err, programme.ErrSilence):
		return "silent"
	case errors.Is(err, programme.ErrDeluge):
		return "flood"
	case errors.Is(err, programme.ErrTropDEssais):
		return "too-many-tries"
	case errors.Is(err, programme.ErrRejeu):
		return "replay"
	case errors.Is(err, programme.ErrPalette):
		return "palette"
	case errors.As(err, &lancement):
		return "start"
	case errors.As(err, &commande):
		return "command"
	}
	return "error"
}

// Distribution is written as a JSON object whose keys are the numbers of
// proposals from 1 to the maximum, in that order.
type Distribution []int

// MarshalJSON writes {"1":n1,"2":n2,…} up to the maximum, zeros included.
func (d Distribution) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	b.WriteByte('{')
	for k := 1; k < len(d); k++ {
		if k > 1 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"%d":%d`, k, d[k])
	}
	b.WriteByte('}')
	return []byte(b.String()), nil
}

// UnmarshalJSON reads the object MarshalJSON writes.
func (d *Distribution) UnmarshalJSON(b []byte) error {
	var m map[string]int
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*d = Distribution{0}
	for k, n := range m {
		i, err := strconv.Atoi(k)
		if err != nil || i < 1 || i > 1<<16 {
			return fmt.Errorf("distribution: key %q is not a number of proposals", k)
		}
		for len(*d) <= i {
			*d = append(*d, 0)
		}
		(*d)[i] = n
	}
	return nil
}
