package rapport

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
	"github.com/sae-mastermind/mastermind/saves/disque"
)

// ErrEtranger: a file the lab would write holds something the lab did
// not write (no Marque, or not a regular file); it is left as it is.
var ErrEtranger = errors.New("file not written by mastermind")

// ErreurEtranger is the file that is not ours, and why (an ErrEtranger,
// or the *disque.ErreurGenre, *disque.ErreurTaille of what stands there).
type ErreurEtranger struct {
	Chemin string
	Err    error
}

func (e *ErreurEtranger) Error() string { return e.Chemin + ": " + ErrEtranger.Error() }

// Unwrap lets errors.Is match ErrEtranger and the reason.
func (e *ErreurEtranger) Unwrap() []error { return []error{ErrEtranger, e.Err} }

// plafondLu is how much of an existing file is read to find the Marque.
const plafondLu = 16 << 20

// Libre checks that the lab may write chemin: nothing stands there, or a
// regular file holding Marque near its start (one the lab wrote).
//
// Résultat: nil, an *ErreurEtranger, or the system's error.
func Libre(chemin string) error {
	data, err := disque.Lit(chemin, plafondLu)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case errors.Is(err, disque.ErrPasRegulier), errors.Is(err, disque.ErrTropGros):
		return &ErreurEtranger{Chemin: chemin, Err: err}
	case err != nil:
		return err
	}
	if !bytes.Contains(data[:min(len(data), 1024)], []byte(Marque)) {
		return &ErreurEtranger{Chemin: chemin, Err: ErrEtranger}
	}
	return nil
}

// Ecrit writes data as the file chemin, atomically, once Libre allows it.
func Ecrit(chemin string, data []byte) error {
	if err := Libre(chemin); err != nil {
		return err
	}
	return disque.Ecriture{Moi: disque.Moi()}.Ecrit(filepath.Dir(chemin), filepath.Base(chemin), data, 0o644)
}

// EcritRapports writes one report per program of r (the entries named
// "cmd:…") in dossier, for handing back to its author: NomsFichiers names
// them. No file is written when one of them would replace a file the lab
// did not write.
//
// Résultat: the paths written, in r's order; an *ErreurEtranger, or the
// error of a write.
func (r *Resultats) EcritRapports(dossier string, cat *texte.Catalogue, titre string) ([]string, error) {
	var programmes []*Entree
	var noms []string
	for _, e := range r.Entrees {
		if programme.EstCommande(e.Nom) {
			programmes = append(programmes, e)
			noms = append(noms, e.Nom)
		}
	}
	chemins, err := LibresRapports(dossier, noms)
	if err != nil {
		return nil, err
	}
	for i, e := range programmes {
		if err := Ecrit(chemins[i], []byte(r.Texte(e, cat, titre))); err != nil {
			return chemins[:i], err
		}
	}
	return chemins, nil
}

// LibresRapports checks, before a tournament plays, that the reports of
// the strategies noms may be written in dossier: it is a folder or
// nothing yet, and no file stands where a program's report goes but one
// the lab wrote (Libre). A name that is not a program's ("lexico") has no
// report.
//
// Résultat: the paths of the programs' reports, in noms' order; an
// *ErreurEtranger (dossier itself when it is not a folder), or the
// system's error.
func LibresRapports(dossier string, noms []string) ([]string, error) {
	if fi, err := os.Lstat(dossier); err == nil && !fi.IsDir() {
		return nil, &ErreurEtranger{Chemin: dossier, Err: disque.ErrPasRegulier}
	}
	var programmes []string
	for _, n := range noms {
		if programme.EstCommande(n) {
			programmes = append(programmes, n)
		}
	}
	var chemins []string
	for _, f := range NomsFichiers(programmes) {
		c := filepath.Join(dossier, f)
		if err := Libre(c); err != nil {
			return nil, err
		}
		chemins = append(chemins, c)
	}
	return chemins, nil
}

// NomsFichiers names the report of each program: its file's name (the
// last word of the command that is not an option: "cmd:python3
// eleves/alice.py" → "alice.py.txt"), characters other than letters,
// digits, '.', '-' and '_' replaced by '_'; a name two programs share is
// numbered ("alice.py-2.txt").
func NomsFichiers(noms []string) []string {
	vus := map[string]int{}
	var fichiers []string
	for _, nom := range noms {
		base := "programme"
		if c, err := programme.LitCommande(nom); err == nil {
			for _, m := range c.Mots {
				if !strings.HasPrefix(m, "-") {
					base = filepath.Base(m)
				}
			}
		}
		base = strings.Map(func(r rune) rune {
			if r < 128 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune(".-_", r)) {
				return r
			}
			return '_'
		}, base)
		base = strings.TrimLeft(base, ".")
		if base == "" {
			base = "programme"
		}
		vus[base]++
		if n := vus[base]; n > 1 {
			base = fmt.Sprintf("%s-%d", base, n)
		}
		fichiers = append(fichiers, base+".txt")
	}
	return fichiers
}

// Texte is entry e's report, for its author: the marque, the tournament,
// the rank among the entries (tied or not), the figures, the order of the
// secrets, the distribution as bars, the hardest secrets, why its result
// is impossible, and the failure's report with the command that replays
// it.
func (r *Resultats) Texte(e *Entree, cat *texte.Catalogue, titre string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n%s\n\n", Marque, titre)
	fmt.Fprintln(&b, cat.T("tournoi.fichier.strategie", texte.Visible(e.Nom)))
	n, total := e.Trouves()
	m, ok := e.Moyenne()
	switch {
	case e.Rang > 0 && r.ExAequo(e) > 1:
		fmt.Fprintln(&b, cat.T("tournoi.fichier.rangexaequo", e.Rang, r.ExAequo(e), r.Classees(), len(r.Entrees)))
	case e.Rang > 0:
		fmt.Fprintln(&b, cat.T("tournoi.fichier.rang", e.Rang, r.Classees(), len(r.Entrees)))
	case e.Impossible != nil:
		fmt.Fprintln(&b, cat.T("tournoi.fichier.impossible"))
	default:
		fmt.Fprintln(&b, cat.T("tournoi.fichier.arretee"))
	}
	switch {
	case ok && e.Echec == nil:
		fmt.Fprintln(&b, cat.T("tournoi.fichier.moyenne", cat.Decimal(m, Decimales), cat.Entier(total), cat.Nombre(n, texte.NomSecret)))
	case ok:
		fmt.Fprintln(&b, cat.T("tournoi.fichier.partielle", cat.Decimal(m, Decimales), cat.Nombre(n, texte.NomSecret), len(e.Coups)))
	}
	fmt.Fprintln(&b, r.TexteOrdre(cat))
	if pire, aupire := e.Pire(); pire > 0 {
		d := r.Difficiles(e)
		fmt.Fprintln(&b)
		fmt.Fprintln(&b, cat.T("tournoi.fichier.pire", cat.Nombre(pire, texte.NomProposition), cat.Nombre(aupire, texte.NomSecret)))
		fmt.Fprintln(&b, "  "+strings.Join(d[:min(len(d), MaxDifficiles)], " "))
		fmt.Fprintln(&b)
		fmt.Fprintln(&b, cat.T("tournoi.fichier.repartition"))
		dist := e.Distribution()
		haut := 0
		for _, x := range dist {
			haut = max(haut, x)
		}
		for k := 1; k < len(dist); k++ {
			barre := strings.Repeat("█", 40*dist[k]/max(haut, 1))
			if barre == "" && dist[k] > 0 {
				barre = "▏"
			}
			fmt.Fprintf(&b, "%6d %8s  %s\n", k, cat.Entier(dist[k]), barre)
		}
	}
	if e.Impossible != nil {
		fmt.Fprintln(&b)
		fmt.Fprintln(&b, r.TexteImpossible(e, cat))
	}
	if e.Echec != nil {
		fmt.Fprintln(&b)
		fmt.Fprintln(&b, e.Echec.Texte)
		if e.Echec.Rejouer != "" {
			fmt.Fprintln(&b, TexteRejouer(cat, r.ParManche, e.Echec.Rejouer))
		}
	}
	if er := e.Erreurs; er != nil && er.Octets > 0 {
		fmt.Fprintln(&b)
		compte := cat.T("enclos43.erreurs.fichier.compte", cat.Nombre(int(er.Lignes), texte.NomLigne), cat.Nombre(int(er.Octets), texte.NomOctet))
		if e.FichierErreurs != "" {
			fmt.Fprintln(&b, cat.T("enclos43.erreurs.rapport.fichier", compte, filepath.Base(e.FichierErreurs)))
		} else {
			fmt.Fprintln(&b, cat.T("enclos43.erreurs.rapport.compte", compte))
		}
	}
	return b.String()
}
