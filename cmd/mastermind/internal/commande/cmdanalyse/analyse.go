// Package analyse is mastermind analyse: a round a person played, written
// as the solver's rows with the secret, or named (a save, the history's
// --history N), analysed move by move (manche/analyse, imported as
// analysepkg): how good each guess was beside the best.
package cmdanalyse

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"time"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/commande"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/resultats"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/sauvegardes"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/analyse"
	"github.com/sae-mastermind/mastermind/manche/solveur"
	"github.com/sae-mastermind/mastermind/plateau"
	"github.com/sae-mastermind/mastermind/saves"
	"github.com/sae-mastermind/mastermind/saves/disque"
	"github.com/sae-mastermind/mastermind/saves/historique"
)

// JSON is the contract of analyse --json; words in the French
// default letters, or the --palette ones.
type JSON struct {
	Pegs     int    `json:"pegs"`
	Colors   int    `json:"colors"`
	NoRepeat bool   `json:"no_repeat"`
	Secret   string `json:"secret,omitempty"`
	Found    bool   `json:"found"`
	// Remaining is the number of codes still possible after the last row.
	Remaining int `json:"remaining"`
	// SingleAfter is the row after which a single code was left and not
	// proposed next, 0 when that did not happen.
	SingleAfter int        `json:"single_after"`
	Moves       []CoupJSON `json:"moves"`
	// Grades counts the moves of each grade, every grade named.
	Grades map[string]int `json:"grades"`
}

// ReponsesFaussesJSON is a round stopped by a wrong answer, from the
// history: its rows, the secret the coder revealed, the answers it
// contradicts, or the try after which no code agreed with the answers.
type ReponsesFaussesJSON struct {
	Pegs     int      `json:"pegs"`
	Colors   int      `json:"colors"`
	NoRepeat bool     `json:"no_repeat"`
	End      string   `json:"end"`
	Rows     []string `json:"rows"`
	Revealed string   `json:"revealed,omitempty"`
	// Wrong are the answers the revealed secret contradicts.
	Wrong []ErreurJSON `json:"wrong"`
	// NoCodeAfter is the try after which no code agreed with the
	// answers, 0 when that did not happen.
	NoCodeAfter int `json:"no_code_after"`
}

// ErreurJSON is a wrong answer: the try, its code, the answer given and
// the right one (right, misplaced).
type ErreurJSON struct {
	Try      int    `json:"try"`
	Code     string `json:"code"`
	Answered [2]int `json:"answered"`
	Right    [2]int `json:"right"`
}

func versJSONReponsesFausses(e historique.Entree, esp *code.Espace, p couleur.Palette) ReponsesFaussesJSON {
	erreurs, apres := resultats.ReponsesFausses(e, esp)
	out := ReponsesFaussesJSON{Pegs: e.Taille.Pions, Colors: e.Taille.Couleurs, NoRepeat: e.Taille.SansRepetition,
		End: string(historique.FinErreur), Rows: []string{}, Wrong: []ErreurJSON{}, NoCodeAfter: apres}
	for _, l := range e.Lignes {
		out.Rows = append(out.Rows, fmt.Sprintf("%s %d %d", l.Code.Mot(p), l.Reponse.Bien, l.Reponse.Mal))
	}
	if e.Revele != nil {
		out.Revealed = e.Revele.Mot(p)
	}
	for _, x := range erreurs {
		out.Wrong = append(out.Wrong, ErreurJSON{Try: x.Essai, Code: x.Ligne.Code.Mot(p),
			Answered: [2]int{x.Ligne.Reponse.Bien, x.Ligne.Reponse.Mal}, Right: [2]int{x.Correcte.Bien, x.Correcte.Mal}})
	}
	return out
}

// CoupJSON is one guess analysed.
type CoupJSON struct {
	Try  int    `json:"try"`
	Code string `json:"code"`
	// Bien and Mal are the guess's answer, named as in every command's
	// JSON (docs/JSON.md); Right and Misplaced are their deprecated
	// aliases, written for one more release.
	Bien          int         `json:"bien"`
	Mal           int         `json:"mal"`
	Right         int         `json:"right"`
	Misplaced     int         `json:"misplaced"`
	Before        int         `json:"before"`
	After         int         `json:"after"`
	CouldBeSecret bool        `json:"could_be_secret"`
	Answers       int         `json:"answers"`
	Expected      AttenduJSON `json:"expected"`
	Best          string      `json:"best"`
	BestExpected  AttenduJSON `json:"best_expected"`
	Advice        string      `json:"advice"`
	AdviceSource  string      `json:"advice_source"`
	AdviceTotal   int         `json:"advice_total,omitempty"`
	Grade         string      `json:"grade"`
}

// AttenduJSON is an expected size: the exact integers and their quotient
// rounded to 3 decimals.
type AttenduJSON struct {
	Squares int     `json:"squares"`
	Codes   int     `json:"codes"`
	Value   float64 `json:"value"`
}

// Commande is analyse's row in the program's table.
func Commande() commande.Commande {
	return commande.Commande{
		Nom:       "analyse",
		Resume:    "analyse.resume",
		Arguments: "analyse.args",
		Aide:      "analyse.aide",
		Drapeaux:  func(fs *flag.FlagSet, a *commande.App) { new(Options).drapeaux(fs, a) },
		Run:       execute,
	}
}

// Options are analyse's flags and rows.
type Options struct {
	taille  commande.OptionsTaille
	palette string
	secret  string
	json    bool
	// historique is the number of the history's round to analyse (0:
	// none).
	historique int
	// recherche bounds each optimal search (--search-time; 0: none), so
	// that a test can make the advice independent of the machine's speed.
	recherche time.Duration
	// textes are the rows (or the name) given as arguments; donnees:
	// they were given, else the rows are read from the standard input.
	textes  []string
	donnees bool
}

// delai is the analysis's Options.Delai for --search-time: 0 there means
// no limit, which Options spells as a negative value.
func (o Options) delai() time.Duration {
	if o.recherche == 0 {
		return -1
	}
	return o.recherche
}

// drapeaux declares o's flags on fs.
func (o *Options) drapeaux(fs *flag.FlagSet, a *commande.App) {
	o.taille.Enregistre(fs, a)
	fs.StringVar(&o.palette, "palette", "", a.Cat.T("solve.drapeau.palette"))
	fs.StringVar(&o.secret, "secret", "", a.Cat.T("analyse.drapeau.secret"))
	fs.BoolVar(&o.json, "json", false, a.Cat.T("drapeau.json"))
	fs.IntVar(&o.historique, "history", 0, a.Cat.T("analyse.drapeau.history"))
	fs.DurationVar(&o.recherche, "search-time", analyse.DefautDelai, a.Cat.T("analyse.drapeau.recherche"))
}

// execute reads analyse's command line into its Options, then runs it.
func execute(ctx context.Context, a *commande.App, args []string) error {
	var o Options
	fs, textes, donnees, err := commande.DrapeauxParmi(a, "analyse", "analyse.aide", args, o.drapeaux)
	if err != nil {
		return commande.SansAide(err)
	}
	o.textes, o.donnees = textes, donnees
	return run(ctx, a, fs, o)
}

// run analyses the round o gives, written as the solver's rows with the
// secret: how good each guess was; fs holds the flags as read.
func run(ctx context.Context, a *commande.App, fs *flag.FlagSet, o Options) error {
	textes, donnees := o.textes, o.donnees
	if o.recherche < 0 {
		return commande.Usage(a.Cat.T("analyse.recherchenegative", o.recherche))
	}
	if o.historique != 0 || len(textes) == 1 && o.secret == "" {
		if e, ok, err := entreeNommee(ctx, a, o.historique, textes); ok || err != nil {
			if err != nil {
				return err
			}
			return analyseEntree(ctx, a, e, o)
		}
	}
	e, perso, err := commande.EspacePalette(a, fs, o.taille, o.palette)
	if err != nil {
		return err
	}
	t := e.Taille()
	var longues []int
	if !donnees {
		if textes, longues, err = commande.LignesEntree(ctx, a, t, perso); err != nil {
			return err
		}
	}
	obs, lues, err := commande.LitLignes(a, textes, longues, t, perso)
	if err != nil {
		return err
	}
	lignes := make([]plateau.Ligne, len(obs))
	for i, l := range obs {
		pl, ok := l.Plateau()
		if !ok {
			return commande.Usage(a.Cat.T("analyse.incomplete", l.Numero, l.Texte(lues)))
		}
		lignes[i] = pl
	}
	var secret *code.Code
	if o.secret != "" {
		c, err := code.Lire(o.secret, lues, t.Pions)
		if err != nil {
			return commande.Usage(a.Cat.T("analyse.secretmauvais", o.secret, a.Cat.Erreur(err)))
		}
		secret = &c
	}
	// The optimal tree of the size when the cache holds it; otherwise the
	// analysis searches it where it is quick.
	opts := analyse.Options{Arbre: a.ArbreEnCache(e), Delai: o.delai()}
	fin := a.It.Calcul()
	res, err := analyse.Calcule(ctx, e, lignes, secret, opts)
	fin()
	var el *analyse.ErreurLigne
	if errors.As(err, &el) {
		return commande.Rate(erreurAnalyse(a, el, obs, lues, secret))
	}
	if err != nil {
		return err
	}
	script, joueur := lues, lues
	if perso.Len() == 0 {
		if script, joueur, err = commande.Palettes(a, t.Couleurs); err != nil {
			return err
		}
	}
	if o.json {
		return a.EcritJSON(versJSONAnalyse(res, script))
	}
	ecritAnalyse(a, res, joueur)
	return nil
}

// erreurAnalyse words a row the analysis refused.
func erreurAnalyse(a *commande.App, el *analyse.ErreurLigne, obs []solveur.Observation, p couleur.Palette, secret *code.Code) string {
	l := obs[el.Numero-1]
	var er *analyse.ErreurReponse
	switch {
	case errors.As(el, &er):
		vraie := solveur.Observation{Code: l.Code, Bien: er.Vraie.Bien, Mal: er.Vraie.Mal}
		return a.Cat.T("analyse.reponsefausse", l.Numero, l.Texte(p), secret.Mot(p), vraie.Texte(p))
	case errors.Is(el, analyse.ErrApresVictoire):
		return a.Cat.T("analyse.apresvictoire", l.Numero, l.Texte(p))
	case errors.Is(el, analyse.ErrAucunCode):
		return a.Cat.T("analyse.aucun", l.Numero, l.Texte(p))
	}
	return a.Cat.T("analyse.ligne", l.Numero, l.Texte(p), a.Cat.Erreur(el.Err))
}

func versAttenduJSON(x analyse.Attendu) AttenduJSON {
	return AttenduJSON{Squares: x.Carres, Codes: x.Codes, Value: math.Round(x.Valeur()*1000) / 1000}
}

func versJSONAnalyse(r *analyse.Analyse, p couleur.Palette) JSON {
	out := JSON{
		Pegs: r.Taille.Pions, Colors: r.Taille.Couleurs, NoRepeat: r.Taille.SansRepetition,
		Found: r.Gagnee, Remaining: r.Restants, SingleAfter: r.UnSeul,
		Moves: []CoupJSON{}, Grades: map[string]int{},
	}
	if r.Secret != nil {
		out.Secret = r.Secret.Mot(p)
	}
	for _, n := range analyse.Notes() {
		out.Grades[n.String()] = 0
	}
	for _, c := range r.Coups {
		out.Grades[c.Note.String()]++
		out.Moves = append(out.Moves, CoupJSON{
			Try: c.Numero, Code: c.Ligne.Code.Mot(p), Bien: c.Ligne.Reponse.Bien, Mal: c.Ligne.Reponse.Mal,
			Right: c.Ligne.Reponse.Bien, Misplaced: c.Ligne.Reponse.Mal,
			Before: c.Avant, After: c.Apres, CouldBeSecret: c.PouvaitEtre, Answers: c.Reponses,
			Expected: versAttenduJSON(c.Attendu), Best: c.Meilleur.Mot(p), BestExpected: versAttenduJSON(c.MeilleurAttendu),
			Advice: c.Conseil.Mot(p), AdviceSource: c.Source.String(), AdviceTotal: c.ConseilTotal, Grade: c.Note.String(),
		})
	}
	return out
}

// ecritAnalyse writes the analysis as a table, then what it means.
func ecritAnalyse(a *commande.App, r *analyse.Analyse, p couleur.Palette) {
	resultats.EcritAnalyse(a.IOS.Out, a.Cat, commande.Rendu(a, p), a.IOS.Mise(), r)
}

// entreeNommee is the round analyse names: the history's round number n
// (--history), or the saved game named by the one argument, when a save
// has that name. ok is false when the argument names no save (it is then
// a row).
func entreeNommee(ctx context.Context, a *commande.App, n int, textes []string) (historique.Entree, bool, error) {
	if n != 0 {
		if len(textes) > 0 {
			return historique.Entree{}, false, commande.Usage(a.Cat.T("usage.argument", textes[0], "analyse --history"))
		}
		d, err := historique.DossierParDefaut(a.Getenv)
		if err != nil {
			return historique.Entree{}, false, commande.Rate(a.Cat.T("resultats.indisponible", a.Cat.VariablesDossier(disque.Etat, false)))
		}
		l, err := commande.LitHistorique(ctx, a, historique.Historique{Dossier: d})
		if errors.Is(err, context.Canceled) {
			return historique.Entree{}, false, err
		}
		if err != nil {
			return historique.Entree{}, false, commande.Rate(a.Cat.T("historique.illisible", a.Cat.Erreur(err)))
		}
		if n < 1 || n > len(l.Entrees) {
			return historique.Entree{}, false, commande.Usage(a.Cat.T("analyse.historique", n, len(l.Entrees)))
		}
		return l.Entrees[n-1], true, nil
	}
	chemin, err := saves.Chemin(a.Saves, a.Getenv)
	if err != nil {
		return historique.Entree{}, false, nil
	}
	// The name resume and the menu show ("Duo 4×6, Fri 27 Nov 18:29"),
	// or its file's.
	nom := sauvegardes.Fichier(a.Cat, &saves.Dossier{Chemin: chemin}, textes[0])
	if saves.VerifieNom(nom) != nil {
		return historique.Entree{}, false, nil
	}
	s, err := (saves.Dossier{Chemin: chemin}).Lit(nom)
	if err != nil {
		// A save of that name that does not read is said; no such file
		// (or no folder to read) makes the argument a row.
		var ef *saves.ErreurFichier
		if errors.As(err, &ef) && !errors.Is(err, saves.ErrAbsente) {
			if _, e := os.Lstat(ef.Chemin); e == nil {
				return historique.Entree{}, false, commande.Rate(a.Cat.T("jeu.impossible", a.Cat.Erreur(err)))
			}
		}
		return historique.Entree{}, false, nil
	}
	// A game still being played: its secret is never shown.
	p := s.Parametres
	return historique.Entree{
		Date: s.Jouee, Mode: string(s.Mode), Taille: p.Taille, Lettres: p.Palette.Lettres(),
		NbEssaisMax: p.NbEssaisMax, Lignes: s.Manche.Lignes,
	}, true, nil
}

// analyseEntree analyses round e of the history or of a save, written in
// its own letters.
func analyseEntree(ctx context.Context, a *commande.App, e historique.Entree, o Options) error {
	esp, err := code.NouvelEspace(e.Taille)
	if err != nil {
		return commande.Rate(a.Cat.T("jeu.impossible", a.Cat.Erreur(err)))
	}
	if resultats.ArreteeParErreur(e, esp) {
		// A round stopped by a wrong answer: its analysis is that answer.
		p := resultats.PaletteEntree(a.Cat, e)
		if o.json {
			return a.EcritJSON(versJSONReponsesFausses(e, esp, p))
		}
		resultats.EcritReponsesFausses(a.IOS.Out, a.Cat, commande.Rendu(a, p), a.IOS.Mise(), e, esp)
		return nil
	}
	fin := a.It.Calcul()
	res, err := analyse.Calcule(ctx, esp, e.Lignes, e.Secret, analyse.Options{Arbre: a.ArbreEnCache(esp), Delai: o.delai()})
	fin()
	if err != nil {
		if ctx.Err() != nil {
			return err
		}
		return commande.Rate(a.Cat.T("historique.analyseimpossible", a.Cat.Erreur(err)))
	}
	p := resultats.PaletteEntree(a.Cat, e)
	if o.json {
		// JSON keeps the course's letters, whatever the language.
		j := p
		if d, err := couleur.Defaut(p.Len()); err == nil && texte.ParDefaut(p) {
			j = d
		}
		return a.EcritJSON(versJSONAnalyse(res, j))
	}
	ecritAnalyse(a, res, p)
	return nil
}
