package rapport

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"html/template"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/page"
	"github.com/sae-mastermind/mastermind/cmd/mastermind/internal/texte"
	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/code/codetest"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

// TestArrondi: the exact rational, half away from zero, 4 decimals; the
// float written back by strconv and encoding/json has exactly its digits.
func TestArrondi(t *testing.T) {
	tests := []struct {
		num, den int64
		voulu    string
	}{
		{5000, 1280, "3.9063"}, // 3.90625: half away from zero, not to even
		{5801, 1296, "4.4761"},
		{5625, 1296, "4.3403"},
		{7471, 1296, "5.7647"},
		{1, 3, "0.3333"},
		{2, 3, "0.6667"},
		{1, 1, "1"},
		{-5000, 1280, "-3.9063"},
		{123456789, 20000, "6172.8395"}, // 6172.83945
	}
	for _, tt := range tests {
		x := Arrondi(tt.num, tt.den)
		assert.Equal(t, tt.voulu, strconv.FormatFloat(x, 'f', -1, 64), "%d/%d", tt.num, tt.den)
		b, err := json.Marshal(x)
		require.NoError(t, err)
		assert.Equal(t, tt.voulu, string(b))
	}
	// Every average of up to 2000 rounds reads back with at most 4 decimals.
	for den := int64(1); den <= 2000; den += 7 {
		for num := den; num <= 12*den; num += 13 {
			s := strconv.FormatFloat(Arrondi(num, den), 'f', -1, 64)
			assert.LessOrEqual(t, len(s)-len(strconv.FormatInt(num/den, 10))-1, Decimales, s)
		}
	}
	fr, en := texte.Nouveau(texte.Francais), texte.Nouveau(texte.Anglais)
	assert.Equal(t, "3,9063", fr.Decimal(Arrondi(5000, 1280), Decimales), "the table: the same digits, a French comma")
	assert.Equal(t, "3.9063", en.Decimal(Arrondi(5000, 1280), Decimales))
}

func TestSecondes(t *testing.T) {
	assert.Equal(t, 0.003, Secondes(2500*time.Microsecond))
	assert.Equal(t, 0.002, Secondes(2499*time.Microsecond))
	assert.Equal(t, 1.0, Secondes(time.Second))
}

// coups builds n rounds of k proposals each, then the rest.
func coups(groupes ...[2]int) []uint16 {
	var c []uint16
	for _, g := range groupes {
		for range g[0] {
			c = append(c, uint16(g[1]))
		}
	}
	return c
}

// TestClasseTies: equal results share a rank (1, 2, 2, 4); the worst case
// breaks a tie of averages; failed entries come last, unranked.
func TestClasseTies(t *testing.T) {
	r := &Resultats{Taille: code.Taille{Pions: 2, Couleurs: 2}, Secrets: []string{"RR", "RB", "BR", "BB"}, Entrees: []*Entree{
		{Nom: "echec", Coups: coups([2]int{1, 1}, [2]int{3, 0}), Echec: &Echec{Err: errors.New("x")}},
		{Nom: "c", Coups: coups([2]int{2, 2}, [2]int{2, 3})},
		{Nom: "b", Coups: coups([2]int{4, 2})},
		{Nom: "d", Coups: coups([2]int{2, 1}, [2]int{2, 4})}, // same average as b and c, worse case
		{Nom: "a", Coups: coups([2]int{4, 2})},
		{Nom: "e", Coups: coups([2]int{4, 1})},
	}}
	r.Classe()
	var noms []string
	var rangs []int
	for _, e := range r.Entrees {
		noms = append(noms, e.Nom)
		rangs = append(rangs, e.Rang)
	}
	assert.Equal(t, []string{"e", "b", "a", "c", "d", "echec"}, noms, "equal entries keep their order")
	assert.Equal(t, []int{1, 2, 2, 4, 5, 0}, rangs)
}

func exemple() *Resultats {
	r := &Resultats{Taille: code.Taille{Pions: 2, Couleurs: 3}, Depuis: 1,
		Secrets: []string{"RR", "RB", "RJ", "BR", "BB", "BJ", "JR", "JB", "JJ"}}
	rapportEchec := &programme.ErreurProgramme{Strategie: "cmd:./eleve <b>", Secret: "BB", Manche: 5, Lignes: []string{"RR 0 0", "BJ 1 0"},
		Coup: 3, Envoye: "1 0", Recu: "X", Err: programme.ErrProposition}
	r.Entrees = []*Entree{
		{Nom: "lexico", Coups: []uint16{1, 2, 3, 2, 3, 3, 2, 4, 3}, Duree: 1500 * time.Microsecond},
		{Nom: "cmd:./eleve <b>", Coups: []uint16{1, 2, 2, 3, 0, 0, 0, 0, 0},
			Echec: &Echec{Err: rapportEchec, Texte: "Le programme a failli.", Rejouer: "mastermind stats --from-round 5"}},
		{Nom: "cmd:./autre", Coups: []uint16{2, 2, 3, 2, 3, 3, 2, 3, 3}},
	}
	r.Classe()
	return r
}

// exempleJuge is exemple with an order drawn from seed 42 and a program
// that found every secret at its first proposal: impossible.
func exempleJuge() *Resultats {
	r := exemple()
	r.Ordre = &Ordre{Graine: 42}
	r.Entrees = append(r.Entrees, &Entree{Nom: "cmd:./devin", Coups: []uint16{1, 1, 1, 1, 1, 1, 1, 1, 1}})
	r.Juge()
	r.Classe()
	return r
}

// TestJSON: every field of a failed entry and of a ranked one.
func TestJSON(t *testing.T) {
	j := exemple().VersJSON()
	require.Len(t, j.Entries, 3)
	b, err := json.Marshal(j.Entries[2])
	require.NoError(t, err)
	assert.JSONEq(t, `{"rank":null,"strategy":"cmd:./eleve <b>","total":8,"average":null,"partial_average":2,"max":3,"at_max":1,
		"hardest":["BR"],"distribution":{"1":1,"2":2,"3":1},"failures":5,"seconds":0,
		"failure":{"kind":"invalid-proposal","round":5,"secret":"BB","move":3,"rows":["RR 0 0","BJ 1 0"],"sent":"1 0","received":"X",
		"report":"Le programme a failli.","replay":"mastermind stats --from-round 5"}}`, string(b))
	b, err = json.Marshal(j.Entries[1])
	require.NoError(t, err)
	assert.JSONEq(t, `{"rank":2,"strategy":"lexico","total":23,"average":2.5556,"max":4,"at_max":1,"hardest":["JB"],
		"distribution":{"1":1,"2":3,"3":4,"4":1},"failures":0,"seconds":0.002}`, string(b))
	var relu JSON
	require.NoError(t, json.Unmarshal(mustJSON(t, j), &relu))
	assert.Equal(t, j, relu, "the JSON reads back")
}

func mustJSON(t *testing.T, v any) []byte {
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

// TestCSV: a header, a line per entry, empty cells where nothing is.
func TestCSV(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, exemple().EcritCSV(&b))
	lignes, err := csv.NewReader(&b).ReadAll()
	require.NoError(t, err)
	assert.Equal(t, [][]string{
		{"rank", "strategy", "average", "partial_average", "max", "at_max", "total", "unscored", "seconds", "failure", "failure_round", "failure_secret",
			"impossible", "limit", "order_seed", "fresh_process", "p1", "p2", "p3", "p4"},
		{"1", "cmd:./autre", "2.5556", "", "3", "5", "23", "0", "0.000", "", "", "", "", "", "", "false", "0", "4", "5", "0"},
		{"2", "lexico", "2.5556", "", "4", "1", "23", "0", "0.002", "", "", "", "", "", "", "false", "1", "3", "4", "1"},
		{"", "cmd:./eleve <b>", "", "2.0000", "3", "1", "8", "5", "0.000", "invalid-proposal", "5", "BB", "", "", "", "false", "1", "2", "1", "0"},
	}, lignes)

	b.Reset()
	require.NoError(t, exempleJuge().EcritCSV(&b))
	lignes, err = csv.NewReader(&b).ReadAll()
	require.NoError(t, err)
	assert.Equal(t, []string{"rank", "strategy", "average", "partial_average", "max", "at_max", "total", "unscored", "seconds",
		"failure", "failure_round", "failure_secret", "impossible", "limit", "order_seed", "fresh_process", "p1", "p2", "p3", "p4"}, lignes[0])
	assert.Equal(t, []string{"", "cmd:./devin", "1.0000", "", "1", "9", "9", "0", "0.000", "", "", "", "below-counting-bound", "21", "42", "false", "9", "0", "0", "0"}, lignes[3],
		"after the ranked, before the failed")
	assert.Equal(t, "42", lignes[1][14], "the seed on every line")

	b.Reset()
	r := exempleJuge()
	r.ParManche = true
	require.NoError(t, r.EcritCSV(&b))
	lignes, err = csv.NewReader(&b).ReadAll()
	require.NoError(t, err)
	for _, l := range lignes[1:] {
		assert.Equal(t, "true", l[15], "a fresh process a round, on every line")
	}
}

// TestJuge: a result below the bound by counting or the proven optimum
// is flagged and not ranked; the built-in strategies' results never are.
func TestJuge(t *testing.T) {
	r := exempleJuge()
	var noms []string
	for _, e := range r.Entrees {
		noms = append(noms, e.Nom)
	}
	assert.Equal(t, []string{"cmd:./autre", "lexico", "cmd:./devin", "cmd:./eleve <b>"}, noms, "ranked, impossible, failed")
	devin := r.Entrees[2]
	assert.Equal(t, &Impossible{Limite: 21}, devin.Impossible, "2×3: 1 + 4×2 + 4×3, which is also the optimum")
	assert.Zero(t, devin.Rang)
	assert.Equal(t, 2, r.Classees())
	assert.Nil(t, r.Entrees[0].Impossible)
	assert.Nil(t, r.Entrees[3].Impossible, "a failed entry is judged by its failure")

	// 4×6, every secret once: the optimum, 5625, is the limit; one
	// proposal fewer is impossible, the optimum itself is not.
	e := codetest.Espace(t, code.Taille{Pions: 4, Couleurs: 6})
	p := couleur.MustDefaut(6)
	quatre := &Resultats{Taille: e.Taille(), Depuis: 1}
	for _, s := range e.Secrets() {
		quatre.Secrets = append(quatre.Secrets, e.Code(int(s)).Mot(p))
	}
	// 5625 = 441 × 5 + 855 × 4, as the optimal tree spends.
	optimum := coups([2]int{441, 5}, [2]int{855, 4})
	moins := slices.Clone(optimum)
	moins[0]--
	quatre.Entrees = []*Entree{{Nom: "optimal", Coups: optimum}, {Nom: "cmd:./presque", Coups: moins}}
	quatre.Juge()
	assert.Nil(t, quatre.Entrees[0].Impossible, "the optimum is possible")
	assert.Equal(t, &Impossible{Optimum: true, Limite: 5625}, quatre.Entrees[1].Impossible)
	quatre.Classe()
	assert.Equal(t, "optimal", quatre.Entrees[0].Nom)
	assert.Equal(t, 1, quatre.Entrees[0].Rang)

	// Every built-in strategy of 3×4, every secret once or a run of 100
	// rounds: possible.
	petite := codetest.Espace(t, code.Taille{Pions: 3, Couleurs: 4})
	pp := couleur.MustDefaut(4)
	for _, nom := range strategie.Noms() {
		s, err := strategie.Nouvelle(nom)
		require.NoError(t, err)
		st, err := strategie.Calcule(context.Background(), s, petite, strategie.Options{Graine: 1})
		require.NoError(t, err)
		for _, manches := range []int{64, 100} {
			r := &Resultats{Taille: petite.Taille(), Depuis: 1}
			x := &Entree{Nom: nom}
			for _, i := range programme.Ordre(3, 64, manches) {
				r.Secrets = append(r.Secrets, petite.Code(int(petite.Secrets()[i])).Mot(pp))
				x.Coups = append(x.Coups, st.Coups[i])
			}
			r.Entrees = []*Entree{x}
			r.Juge()
			assert.Nil(t, x.Impossible, "%s, %d rounds", nom, manches)
		}
	}
}

// TestExAequo: a rank shared by several entries says so in their
// reports.
func TestExAequo(t *testing.T) {
	r := &Resultats{Taille: code.Taille{Pions: 2, Couleurs: 2}, Secrets: []string{"RR", "RB", "BR", "BB"}, Ordre: &Ordre{Graine: 5}}
	for _, nom := range []string{"a", "b", "c", "d"} {
		r.Entrees = append(r.Entrees, &Entree{Nom: nom, Coups: []uint16{2, 2, 2, 3}})
	}
	r.Entrees = append(r.Entrees, &Entree{Nom: "e", Coups: []uint16{1, 2, 2, 3}}) // 8: the optimum of 2×2
	r.Juge()
	r.Classe()
	assert.Equal(t, 1, r.ExAequo(r.Entrees[0]), "e alone")
	assert.Equal(t, 4, r.ExAequo(r.Entrees[1]))
	fr, en := texte.Nouveau(texte.Francais), texte.Nouveau(texte.Anglais)
	assert.Contains(t, r.Texte(r.Entrees[3], fr, "T"), "\nRang : 2 (ex aequo) : 4 stratégies partagent ce rang ; 5 classées sur 5.\n")
	assert.Contains(t, r.Texte(r.Entrees[3], en, "T"), "\nRank: 2 (tied): 4 strategies share this rank; 5 ranked of 5.\n")
	assert.Contains(t, r.Texte(r.Entrees[0], en, "T"), "\nRank: 1 (5 strategies ranked of 5).\n")
}

// TestLignes: the averages stay in one column, whatever the words after
// those of the entries not ranked, at 80 columns and through a pipe.
func TestLignes(t *testing.T) {
	for _, cat := range []*texte.Catalogue{texte.Nouveau(texte.Francais), texte.Nouveau(texte.Anglais)} {
		r := exempleJuge()
		for _, largeur := range []int{0, 80, 50} {
			tableau := page.Tableau(r.Lignes(cat), largeur)
			var colonnes []int
			for _, l := range strings.Split(strings.TrimRight(tableau, "\n"), "\n") {
				if m := regexp.MustCompile(`[0-9][.,][0-9]{4}`).FindStringIndex(l); m != nil {
					colonnes = append(colonnes, page.Largeur(l[:m[0]]))
				}
				if largeur > 0 {
					assert.LessOrEqual(t, page.Largeur(l), largeur, "%q", l)
				}
			}
			require.Len(t, colonnes, 4, tableau)
			for _, c := range colonnes {
				assert.Equal(t, colonnes[0], c, "every average starts in the same column:\n%s", tableau)
			}
		}
		tableau := page.Tableau(r.Lignes(cat), 0)
		assert.Contains(t, tableau, cat.T("tournoi.impossible", cat.Decimal(1, 4)))
		assert.Contains(t, tableau, cat.T("tournoi.partielle", cat.Decimal(2, 4)))
		assert.Regexp(t, `(?m)^ +-  cmd:\./devin `, tableau, "no rank")
	}
}

// TestFichiersEtrangers: a report replaces only a file the lab wrote;
// what stands there otherwise (someone's file, a folder, a link) is left
// as it is, and nothing is written.
func TestFichiersEtrangers(t *testing.T) {
	cat := texte.Nouveau(texte.Francais)
	dossier := t.TempDir()
	r := exemple()
	chemins, err := r.EcritRapports(dossier, cat, "Tournoi")
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(dossier, "autre.txt"), filepath.Join(dossier, "_b_.txt")}, chemins, "in the ranking's order")
	_, err = r.EcritRapports(dossier, cat, "Tournoi")
	require.NoError(t, err, "our own files are replaced")

	etranger := filepath.Join(dossier, "autre.txt")
	require.NoError(t, os.WriteFile(etranger, []byte("mes notes\n"), 0o600))
	require.NoError(t, os.Remove(filepath.Join(dossier, "_b_.txt")))
	_, err = r.EcritRapports(dossier, cat, "Tournoi")
	var e *ErreurEtranger
	require.ErrorAs(t, err, &e)
	assert.Equal(t, etranger, e.Chemin)
	assert.ErrorIs(t, err, ErrEtranger)
	data, _ := os.ReadFile(etranger)
	assert.Equal(t, "mes notes\n", string(data), "left as it is")
	assert.NoFileExists(t, filepath.Join(dossier, "_b_.txt"), "nothing written")

	require.NoError(t, os.Remove(etranger))
	require.NoError(t, os.Mkdir(etranger, 0o700))
	assert.ErrorIs(t, Libre(etranger), ErrEtranger, "a folder")
	_, err = LibresRapports(dossier, []string{"lexico", "cmd:./autre"})
	assert.ErrorIs(t, err, ErrEtranger, "a folder where a report goes")
	chemins, err = LibresRapports(dossier, []string{"lexico", "cmd:./eleve"})
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(dossier, "eleve.txt")}, chemins, "programs only")
	fichier := filepath.Join(dossier, "fichier")
	require.NoError(t, os.WriteFile(fichier, nil, 0o600))
	_, err = LibresRapports(fichier, []string{"cmd:./eleve"})
	require.ErrorAs(t, err, &e)
	assert.Equal(t, fichier, e.Chemin, "a file where the folder goes")
	lien := filepath.Join(dossier, "lien.html")
	require.NoError(t, os.Symlink(filepath.Join(dossier, "ailleurs"), lien))
	assert.ErrorIs(t, Libre(lien), ErrEtranger, "a link")
}

func TestNomsFichiers(t *testing.T) {
	assert.Equal(t, []string{"alice.py.txt", "alice.py-2.txt", "Lexico.txt", "prog_.txt", "programme.txt"},
		NomsFichiers([]string{"cmd:python3 eleves/alice.py", "cmd:python3 autres/alice.py", "cmd:java -cp out Lexico", "cmd:./prog$", "cmd:'.'"}))
}

// TestTexte: a program's report file says its rank, figures, hardest
// secrets, distribution, and for a failure the report and the replay.
func TestTexte(t *testing.T) {
	cat := texte.Nouveau(texte.Anglais)
	r := exemple()
	s := r.Texte(r.Entrees[0], cat, "Tournament — 2 pegs")
	assert.Equal(t, "# mastermind-rapport\nTournament — 2 pegs\n\n"+
		"Strategy: cmd:./autre\n"+
		"Rank: 1 (2 strategies ranked of 3).\n"+
		"Average: 2.5556 proposals (23 in all, 9 secrets).\n"+
		"Order of the secrets: that of --secrets, on the command line, which the programs can read. "+unProcessusEN+"\n\n"+
		"Worst case: 3 proposals, for 5 secrets:\n"+
		"  RJ BB BJ JB JJ\n\n"+
		"Proposals  Secrets\n"+
		"     1        0  \n"+
		"     2        4  ████████████████████████████████\n"+
		"     3        5  ████████████████████████████████████████\n", s)
	s = r.Texte(r.Entrees[2], cat, "T")
	assert.Contains(t, s, "\nOrder of the secrets: that of --secrets, on the command line, which the programs can read. "+unProcessusEN+"\n")
	assert.Contains(t, s, "Rank: none, the strategy was stopped (its report is below).\n"+
		"Partial average: 2.0000 proposals, over the 4 secrets found before it was stopped (of 9); it does not count in the ranking.\n")
	assert.Contains(t, s, "\nLe programme a failli.\n  To replay this round with the same rounds before it: \"mastermind stats --from-round 5\"\n")

	// A fresh process a round: the sentence says so, and the failed
	// round replays alone.
	r.ParManche = true
	s = r.Texte(r.Entrees[2], cat, "T")
	assert.Contains(t, s, "\nOrder of the secrets: that of --secrets, on the command line, which the programs can read. "+fraicheEN+"\n")
	assert.Contains(t, s, "\nLe programme a failli.\n  To replay this round (each round gets a fresh process: only its secret matters): \"mastermind stats --from-round 5\"\n")
	// Built-in strategies alone: no process to speak of.
	r.Entrees = r.Entrees[1:2]
	assert.Equal(t, "Order of the secrets: that of --secrets, on the command line, which the programs can read.", r.TexteOrdre(cat))
}

// The sentences under the table of a run where a program played: each
// round by a fresh process, or all by one (--one-process).
const (
	fraicheEN     = "Each round of a program was played by a fresh process: none could remember the rounds before."
	unProcessusEN = "All of a program's rounds were played by one process (--one-process): it could remember the rounds before, and a program that remembers the secrets it found gains by it; without --one-process, each round gets a fresh process."
	unProcessusFR = "Toutes les manches d'un programme ont été jouées par un seul processus (--one-process) : il pouvait se souvenir des manches d'avant, et un programme qui retient les secrets trouvés y gagne ; sans --one-process, chaque manche a un processus neuf."
)

// TestImpossibleInEveryFormat: the seed of the order and an impossible
// result in the JSON, the HTML page and the program's report.
func TestImpossibleInEveryFormat(t *testing.T) {
	r := exempleJuge()
	j := r.VersJSON()
	require.NotNil(t, j.OrderSeed)
	assert.Equal(t, uint64(42), *j.OrderSeed)
	assert.False(t, j.OrderReplay)
	b, err := json.Marshal(j.Entries[2])
	require.NoError(t, err)
	assert.JSONEq(t, `{"rank":null,"strategy":"cmd:./devin","total":9,"average":1,"max":1,"at_max":9,
		"hardest":["RR","RB","RJ","BR","BB","BJ","JR","JB","JJ"],"distribution":{"1":9},"failures":0,"seconds":0,
		"impossible":{"kind":"below-counting-bound","limit":21,"limit_average":2.3333}}`, string(b))
	b, err = json.Marshal(j)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"from_round":1,"order_seed":42,"order_replay":false,"fresh_process":false,"entries":[`)
	r.Ordre = nil
	b, err = json.Marshal(r.VersJSON())
	require.NoError(t, err)
	assert.Contains(t, string(b), `"order_seed":null,`, "--secrets: no seed")
	r.Ordre = &Ordre{Graine: 42}

	for _, cat := range []*texte.Catalogue{texte.Nouveau(texte.Francais), texte.Nouveau(texte.Anglais)} {
		var h bytes.Buffer
		require.NoError(t, r.EcritHTML(&h, cat, "Tournoi"))
		page := h.String()
		assert.Contains(t, page, `<table class="classement" data-order-seed="42" data-fresh-process="false">`)
		assert.Contains(t, page, `<tr class="entree impossible" data-strategy="cmd:./devin" data-average="1" data-max="1" data-at-max="9" data-total="9" data-failures="0" data-seconds="0" data-impossible="below-counting-bound" data-limit="21">`)
		assert.Contains(t, page, `<td class="nombre rang">–</td><td class="strategie">cmd:./devin</td><td class="nombre moyenne">`+cat.T("tournoi.impossible", cat.Decimal(1, 4))+`</td>`)
		assert.Contains(t, page, `<p class="ordre">`+template.HTMLEscapeString(r.TexteOrdre(cat))+`</p>`)
		assert.Contains(t, page, `<h2>`+cat.T("tournoi.html.impossibles")+`</h2>`)
		assert.Contains(t, page, `<section class="impossible" data-strategy="cmd:./devin"><h3>cmd:./devin</h3><p>`+template.HTMLEscapeString(r.TexteImpossible(r.Entrees[2], cat))+`</p></section>`)
	}

	en := texte.Nouveau(texte.Anglais)
	assert.Equal(t, "Order of the secrets: drawn for this run from seed 42, which the programs could not read; MASTERMIND_ORDER=42 before the command replays it. "+unProcessusEN, r.TexteOrdre(en))
	assert.Equal(t, "cmd:./devin: 9 proposals in all (average 1.0000), fewer than any strategy spends on these rounds, by a mere count (21, average 2.3333: "+
		"each proposal finds one secret and has one follow-up per answer, so at most 1 secret is found in 1 proposal, 4 in 2, 16 in 3…). "+
		"No strategy does better without knowing the secrets: this program knew some it should not have (read somewhere, or deduced from the rounds already played). It is not ranked.",
		r.TexteImpossible(r.Entrees[2], en))
	s := r.Texte(r.Entrees[2], en, "T")
	assert.Contains(t, s, "Strategy: cmd:./devin\nRank: none, its result is impossible (see below).\nAverage: 1.0000 proposals (9 in all, 9 secrets).\n"+
		"Order of the secrets: drawn for this run from seed 42, which the programs could not read; MASTERMIND_ORDER=42 before the command replays it. "+unProcessusEN+"\n")
	assert.Contains(t, s, "\n\n"+r.TexteImpossible(r.Entrees[2], en)+"\n")
	r.Ordre.Rejeu = true
	assert.Equal(t, "Ordre des secrets : celui de la graine 42, rendue par MASTERMIND_ORDER : un rejeu, dont l'ordre est connu de qui a lu le premier rapport. "+unProcessusFR,
		r.TexteOrdre(texte.Nouveau(texte.Francais)))
	r.ParManche = true
	b, err = json.Marshal(r.VersJSON())
	require.NoError(t, err)
	assert.Contains(t, string(b), `"order_replay":true,"fresh_process":true,"entries":[`)
	var h bytes.Buffer
	require.NoError(t, r.EcritHTML(&h, en, "Tournament"))
	assert.Contains(t, h.String(), `<table class="classement" data-order-seed="42" data-fresh-process="true">`)
	assert.Contains(t, h.String(), fraicheEN)
}
