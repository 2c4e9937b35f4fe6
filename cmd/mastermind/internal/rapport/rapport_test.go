package rapport

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"mastermind/cmd/mastermind/internal/texte"
	"mastermind/code"
	"mastermind/manche/strategie/programme"
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
		{"rank", "strategy", "average", "partial_average", "max", "at_max", "total", "unscored", "seconds", "failure", "failure_round", "failure_secret", "p1", "p2", "p3", "p4"},
		{"1", "cmd:./autre", "2.5556", "", "3", "5", "23", "0", "0.000", "", "", "", "0", "4", "5", "0"},
		{"2", "lexico", "2.5556", "", "4", "1", "23", "0", "0.002", "", "", "", "1", "3", "4", "1"},
		{"", "cmd:./eleve <b>", "", "2.0000", "3", "1", "8", "5", "0.000", "invalid-proposal", "5", "BB", "1", "2", "1", "0"},
	}, lignes)
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
		"Worst case: 3 proposals, for 5 secrets:\n"+
		"  RJ BB BJ JB JJ\n\n"+
		"Proposals  Secrets\n"+
		"     1        0  \n"+
		"     2        4  ████████████████████████████████\n"+
		"     3        5  ████████████████████████████████████████\n", s)
	s = r.Texte(r.Entrees[2], cat, "T")
	assert.Contains(t, s, "Rank: none, the strategy was stopped (its report is below).\n"+
		"Partial average: 2.0000 proposals, over the 4 secrets found before it was stopped (of 9); it does not count in the ranking.\n")
	assert.Contains(t, s, "\nLe programme a failli.\n  To replay this round with the same rounds before it: \"mastermind stats --from-round 5\"\n")
}
