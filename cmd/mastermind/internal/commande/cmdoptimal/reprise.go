package cmdoptimal

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"strings"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/arbres"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/rapport"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/manche/strategie/optimal"
)

// maxFrontiere is the most secrets a long run (--checkpoint) takes: the
// sizes of issue 28's frontier, 4×9 and 8×3 (6561 codes). Beyond, even a
// resumable search is out of reach (docs/OPTIMAL.md).
const maxFrontiere = 6561

// periodeReprise is how often a long run saves its checkpoint (and at
// the end, or when it is stopped).
const periodeReprise = 30 * time.Second

// optionsLongue are the flags of long runs of the optimal command.
type optionsLongue struct {
	reprise bool          // --checkpoint
	limite  time.Duration // --time-limit
	json    bool
}

// enregistre adds --checkpoint, --time-limit and --json.
func (o *optionsLongue) enregistre(fs *flag.FlagSet, a *commande.App) {
	fs.BoolVar(&o.reprise, "checkpoint", false, a.Cat.T("optimal.drapeaucheckpoint"))
	fs.DurationVar(&o.limite, "time-limit", 0, a.Cat.T("optimal.drapeaulimite"))
	fs.BoolVar(&o.json, "json", false, a.Cat.T("drapeau.json"))
}

// longue reports whether the run is a long one: with a checkpoint (a time
// limit implies one, so that the time spent is not lost).
func (o *optionsLongue) longue() bool { return o.reprise || o.limite > 0 }

// bornesJSON is what optimal --json writes: the figures of the tree, or,
// for a search stopped before its end, the bounds it proved.
type bornesJSON struct {
	// Pegs, Colors and NoRepeat are the size, named as in every other
	// command's JSON (docs/JSON.md).
	Pegs     int  `json:"pegs"`
	Colors   int  `json:"colors"`
	NoRepeat bool `json:"no_repeat"`
	// Size is the size as "PxC": deprecated alias of pegs and colors,
	// written for one more release.
	Size     string  `json:"size"`
	Secrets  int     `json:"secrets"`
	Complete bool    `json:"complete"`
	Total    int     `json:"total,omitempty"`
	Average  float64 `json:"average,omitempty"`
	// Max is the most guesses a secret takes (stats' max); Worst, its
	// deprecated alias, is written for one more release.
	Max        int    `json:"max,omitempty"`
	Worst      int    `json:"worst,omitempty"`
	First      string `json:"first,omitempty"`
	Lower      int    `json:"lower"`
	Upper      int    `json:"upper"`
	Gap        int    `json:"gap"`
	Parts      int    `json:"parts,omitempty"`
	Checkpoint string `json:"checkpoint,omitempty"`
	Error      string `json:"error,omitempty"`
}

// arbreLong computes the tree of e's size with options opts in a long
// run: it resumes from the checkpoint when one is there, saves it every
// periodeReprise and when stopped, and, stopped by Ctrl-C or the time
// limit, says the bounds the search proved and how to continue (Ctrl-C:
// exit status 130; the time limit: 0, the bounds being the result). The
// tree found is saved in the cache and the checkpoint removed.
//
// Résultat: the tree, or nil and nil when the run stopped and said so.
func arbreLong(ctx context.Context, a *commande.App, e *code.Espace, opts optimal.Options, o optionsLongue, suite string) (*optimal.Arbre, error) {
	t := e.Taille()
	if t.NombreSecrets() > maxFrontiere {
		return nil, commande.Usage(a.Cat.T("optimal.horsfrontiere", commande.NomTaille(a, t), a.Cat.Nombre(t.NombreSecrets(), texte.NomSecret), a.Cat.Entier(maxFrontiere)))
	}
	opts.Forcer = true
	if err := optimal.Verifie(t, opts); err != nil {
		return nil, commande.Usage(a.Cat.T("optimal.tropdepions", commande.NomTaille(a, t), a.Cat.Nombre(optimal.MaxPionsForce, texte.NomPion)))
	}
	cache, err := commande.CacheOptimal(a)
	switch {
	case errors.Is(err, arbres.ErrCleInutilisable):
		chemin, _ := arbres.CheminCle(a.Getenv)
		return nil, commande.Rate(a.Cat.T("optimal.reprisesanscle", chemin, a.Cat.Erreur(err)))
	case err != nil:
		return nil, commande.Rate(a.Cat.T("optimal.reprisesansdossier", a.Cat.Erreur(err)))
	}
	if arbre, err := cache.Charge(e, opts); err == nil {
		_ = cache.SupprimeReprise(t, opts)
		return arbre, nil
	}
	chemin := cache.CheminReprise(t, opts)
	rp, err := cache.ChargeReprise(e, opts, commande.VersionReprise())
	var mauvais *arbres.ErreurCache
	switch {
	case err == nil:
		inf, sup := rp.Bornes()
		if sup > 0 {
			fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.repris", commande.NomTaille(a, t), chemin, a.Cat.Entier(inf), a.Cat.Entier(sup)))
		} else {
			fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.reprissanssup", commande.NomTaille(a, t), chemin, a.Cat.Entier(inf)))
		}
	case errors.Is(err, fs.ErrNotExist):
	case errors.As(err, &mauvais) && errors.Is(err, arbres.ErrNonScelle) && !errors.Is(err, arbres.ErrSceauFaux):
		fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.reprisenonscellee", chemin))
	case errors.As(err, &mauvais):
		fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.reprisecorrompue", chemin))
	default:
		fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.repriselecture", chemin, a.Cat.Raison(err)))
	}
	if rp == nil {
		rp = optimal.NouvelleReprise()
	}
	sauve := func() error { return cache.EnregistreReprise(rp, t, opts, commande.VersionReprise()) }
	var derniere time.Time
	var ecriture error
	opts.Reprise = rp
	opts.Jalon = func(*optimal.Reprise) {
		if time.Since(derniere) < periodeReprise {
			return
		}
		derniere = time.Now()
		if err := sauve(); err != nil && ecriture == nil {
			ecriture = err
			fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.repriseecriture", a.Cat.Ecriture(err, "err.conseil.cache")))
		}
	}
	cctx := ctx
	if o.limite > 0 {
		var annule context.CancelFunc
		cctx, annule = context.WithTimeout(ctx, o.limite)
		defer annule()
	}
	var arrete func()
	opts.Suivi, arrete = suiviLong(a, t)
	fin := a.It.Calcul()
	debut := time.Now()
	arbre, err := optimal.Calcule(cctx, e, opts)
	fin()
	arrete()
	switch {
	case errors.Is(err, optimal.ErrImpossible):
		_ = cache.SupprimeReprise(t, opts)
		return nil, commande.Rate(a.Cat.T("optimal.impossible", a.Cat.Nombre(opts.MaxCoups, texte.NomEssai)))
	case err != nil && cctx.Err() != nil:
		return nil, arretLong(a, t, rp, sauve(), chemin, suite, ctx.Err() != nil, o.json)
	case err != nil:
		return nil, err
	}
	if a.IOS.ErrTTY {
		fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.calcule", commande.NomTaille(a, t), a.Cat.Duree(time.Since(debut)),
			a.Cat.Nombre(arbre.Total(), texte.NomEssai), a.Cat.Decimal(arbre.Moyenne(), 3)))
	}
	if err := cache.Enregistre(arbre); err != nil {
		// Keep the checkpoint: it holds the tree's parts.
		_ = sauve()
		fmt.Fprintln(a.IOS.Err, a.Cat.T("optimal.cacheecriture", a.Cat.Ecriture(err, "err.conseil.cache")))
	} else {
		_ = cache.SupprimeReprise(t, opts)
	}
	return arbre, nil
}

// arretLong says where the search stopped: the bounds it proved, where
// its progress is and how to continue; errSauve is the failure to save
// it, if any. An interruption is exit status 130, the time limit 0.
func arretLong(a *commande.App, t code.Taille, rp *optimal.Reprise, errSauve error, chemin, suite string, interrompue, enJSON bool) error {
	inf, sup := rp.Bornes()
	var phrases []string
	if sup > 0 {
		phrases = append(phrases, a.Cat.T("optimal.bornes", commande.NomTaille(a, t), a.Cat.Entier(inf), a.Cat.Entier(sup), a.Cat.Entier(sup-inf)))
	} else {
		phrases = append(phrases, a.Cat.T("optimal.bornessanssup", commande.NomTaille(a, t), a.Cat.Entier(inf)))
	}
	if errSauve != nil {
		phrases = append(phrases, a.Cat.T("optimal.repriseecriture", a.Cat.Ecriture(errSauve, "err.conseil.cache")))
	} else {
		phrases = append(phrases, a.Cat.T("optimal.continuer", chemin, suite))
	}
	message := strings.Join(phrases, "\n")
	if enJSON {
		j := bornesJSON{
			Pegs: t.Pions, Colors: t.Couleurs, NoRepeat: t.SansRepetition,
			Size: strings.TrimSuffix(optimal.Fichier(t, optimal.Options{}), ".mmo"), Secrets: t.NombreSecrets(),
			Lower: inf, Upper: sup, Gap: sup - inf, Parts: rp.Parts(),
		}
		if sup == 0 {
			j.Gap = 0
		}
		if errSauve == nil {
			j.Checkpoint = chemin
		}
		if interrompue {
			j.Error = message
		}
		j.Size = strings.TrimSuffix(j.Size, ".mmo")
		if err := a.EcritJSON(j); err != nil {
			return err
		}
	}
	if interrompue {
		return commande.Interrompu(message)
	}
	if !enJSON {
		fmt.Fprintln(a.IOS.Out, message)
	}
	return nil
}

// ligneCommande is the command line that continues the search of size t
// with options opts (a.Cat's letters for --first: those of the docs).
func ligneCommande(t code.Taille, maxCoups int, premier string) string {
	l := fmt.Sprintf("mastermind optimal --pegs %d --colors %d", t.Pions, t.Couleurs)
	if t.SansRepetition {
		l += " --no-repeat"
	}
	if maxCoups > 0 {
		l += fmt.Sprintf(" --max-guesses %d", maxCoups)
	}
	if premier != "" {
		l += " --first " + premier
	}
	return l + " --checkpoint"
}

// figuresJSON writes the figures of tree arbre under --json.
func figuresJSON(a *commande.App, arbre *optimal.Arbre, premier string) error {
	t := arbre.Taille()
	st := arbre.Statistiques()
	return a.EcritJSON(bornesJSON{
		Pegs: t.Pions, Colors: t.Couleurs, NoRepeat: t.SansRepetition,
		Size: strings.TrimSuffix(optimal.Fichier(t, optimal.Options{}), ".mmo"), Secrets: st.Secrets, Complete: true,
		Total: st.Total, Average: rapport.Arrondi(int64(st.Total), int64(st.Secrets)), Max: st.Max, Worst: st.Max, First: premier,
		Lower: st.Total, Upper: st.Total,
	})
}

// suiviLong is suiviOptimal for a run that may resume: the time left is
// estimated from the work done in this run only (progres.Suivi.Deja),
// the first progress reported being what earlier runs did.
func suiviLong(a *commande.App, t code.Taille) (suivi func(optimal.Progres), arrete func()) {
	return commande.SuiviRecherche(a, t, true)
}
