package texte

import (
	"io/fs"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sae-mastermind/mastermind/code"
	"github.com/sae-mastermind/mastermind/couleur"
	"github.com/sae-mastermind/mastermind/manche/strategie/programme"
)

func TestProgramReports(t *testing.T) {
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	nom := "cmd:python3 s.py"
	_, lettre := code.Lire("RRX", couleur.MustDefaut(6), 3)
	_, vide := code.Lire("", couleur.MustDefaut(6), 4)
	_, une := code.Lire("R", couleur.MustDefaut(6), 4)
	_, cinq := code.Lire("RRRRR", couleur.MustDefaut(6), 4)
	_, repetition := code.LireAdmissible("RBJB", couleur.MustDefaut(6), code.Taille{Pions: 4, Couleurs: 6, SansRepetition: true})
	base := func(e programme.ErreurProgramme) *programme.ErreurProgramme {
		e.Strategie, e.Coup, e.Envoye = nom, 2, "3 0"
		return &e
	}
	tests := []struct {
		err    *programme.ErreurProgramme
		fr, en string
	}{
		{base(programme.ErreurProgramme{Secret: "RRRB", Recu: "RRX", Err: programme.ErrProposition, Cause: lettre}),
			"Le programme cmd:python3 s.py a fait une proposition invalide : « X » (pion 3) n'est pas une des lettres RBJVON.\n  Secret RRRB, coup 2 : envoyé « 3 0 », reçu « RRX ».",
			"Program cmd:python3 s.py made an invalid proposal: 'X' (peg 3) is not one of the letters RBJVON.\n  Secret RRRB, move 2: sent \"3 0\", received \"RRX\"."},
		{base(programme.ErreurProgramme{Secret: "RRRB", Recu: "", Err: programme.ErrProposition, Cause: vide}),
			"Le programme cmd:python3 s.py a fait une proposition invalide : une ligne vide au lieu de 4 lettres.\n  Secret RRRB, coup 2 : envoyé « 3 0 », reçu «  ».",
			"Program cmd:python3 s.py made an invalid proposal: an empty line instead of 4 letters.\n  Secret RRRB, move 2: sent \"3 0\", received \"\"."},
		{base(programme.ErreurProgramme{Recu: "r", Err: programme.ErrProposition, Cause: une}),
			"Le programme cmd:python3 s.py a fait une proposition invalide : 1 lettre au lieu de 4.\n  Coup 2 : envoyé « 3 0 », reçu « r ».",
			"Program cmd:python3 s.py made an invalid proposal: 1 letter instead of 4.\n  Move 2: sent \"3 0\", received \"r\"."},
		{base(programme.ErreurProgramme{Recu: "RRRRR\t\r", Err: programme.ErrProposition, Cause: cinq}),
			"Le programme cmd:python3 s.py a fait une proposition invalide : 5 lettres au lieu de 4.\n  Coup 2 : envoyé « 3 0 », reçu « RRRRR\\t\\r ».",
			"Program cmd:python3 s.py made an invalid proposal: 5 letters instead of 4.\n  Move 2: sent \"3 0\", received \"RRRRR\\t\\r\"."},
		{base(programme.ErreurProgramme{Secret: "RBJV", Recu: "RBJB", Err: programme.ErrProposition, Cause: repetition}),
			"Le programme cmd:python3 s.py a fait une proposition invalide : « B » y est deux fois (pions 2 et 4), ce qu'aucune proposition ne peut faire dans une partie sans répétition.\n  Secret RBJV, coup 2 : envoyé « 3 0 », reçu « RBJB ».",
			"Program cmd:python3 s.py made an invalid proposal: 'B' is in it twice (pegs 2 and 4), which no proposal may do in a game without repeats.\n  Secret RBJV, move 2: sent \"3 0\", received \"RBJB\"."},
		{base(programme.ErreurProgramme{Secret: "RBJV", Recu: "RRBJ", Err: programme.ErrProposition, Cause: code.ErrRepetition}),
			"Le programme cmd:python3 s.py a fait une proposition invalide : elle répète une couleur, ce qu'aucune proposition ne peut faire dans une partie sans répétition.\n  Secret RBJV, coup 2 : envoyé « 3 0 », reçu « RRBJ ».",
			"Program cmd:python3 s.py made an invalid proposal: it repeats a colour, which no proposal may do in a game without repeats.\n  Secret RBJV, move 2: sent \"3 0\", received \"RRBJ\"."},
		{base(programme.ErreurProgramme{Secret: "RRRB", RienRecu: true, Err: programme.ErrFinPrematuree}),
			"Le programme cmd:python3 s.py s'est arrêté avant la fin.\n  Secret RRRB, coup 2 : envoyé « 3 0 », rien reçu.",
			"Program cmd:python3 s.py ended early.\n  Secret RRRB, move 2: sent \"3 0\", received nothing."},
		{base(programme.ErreurProgramme{Secret: "RRRB", Recu: "RR", Sortie: &programme.Sortie{Statut: 0}, Err: programme.ErrFinPrematuree}),
			"Le programme cmd:python3 s.py s'est arrêté avant la fin (statut de sortie 0).\n  Secret RRRB, coup 2 : envoyé « 3 0 », reçu « RR ».",
			"Program cmd:python3 s.py ended early (exit status 0).\n  Secret RRRB, move 2: sent \"3 0\", received \"RR\"."},
		{base(programme.ErreurProgramme{Secret: "RRRB", Manche: 1, RienRecu: true, Sortie: &programme.Sortie{Statut: 1}, Dossier: "/tmp/mastermind-programme-42", Err: programme.ErrFinPrematuree}),
			"Le programme cmd:python3 s.py s'est arrêté avant la fin (statut de sortie 1).\n  Secret RRRB, coup 2 : envoyé « 3 0 », rien reçu.\n  Manche 1 de la série, à son premier coup.\n" +
				"  Il tournait dans un dossier à lui, /tmp/mastermind-programme-42 (effacé depuis), pas dans le dossier courant : un fichier qu'il ouvre par un nom relatif (un fichier à côté de lui) n'y est pas. Pour le lancer dans le dossier courant : --fence dir=. ; sans enclos : --no-fence (si vous lui faites confiance).",
			"Program cmd:python3 s.py ended early (exit status 1).\n  Secret RRRB, move 2: sent \"3 0\", received nothing.\n  Round 1 of the run, at its first move.\n" +
				"  It ran in a folder of its own, /tmp/mastermind-programme-42 (removed since), not in the current folder: a file it opens by a relative name (a file next to it) is not there. To run it in the current folder: --fence dir=.; without the fence: --no-fence (if you trust it)."},
		{base(programme.ErreurProgramme{RienRecu: true, Sortie: &programme.Sortie{Signal: 11}, Err: programme.ErrFinPrematuree}),
			"Le programme cmd:python3 s.py a été tué par le signal 11 avant la fin.\n  Coup 2 : envoyé « 3 0 », rien reçu.",
			"Program cmd:python3 s.py was killed by signal 11 before the end.\n  Move 2: sent \"3 0\", received nothing."},
		{base(programme.ErreurProgramme{Secret: "RRRB", RienRecu: true, Delai: 10 * time.Second, Err: programme.ErrSilence}),
			"Le programme cmd:python3 s.py n'a rien répondu en 10 s (--timeout).\n  Secret RRRB, coup 2 : envoyé « 3 0 », rien reçu.",
			"Program cmd:python3 s.py answered nothing in 10 s (--timeout).\n  Secret RRRB, move 2: sent \"3 0\", received nothing."},
		{base(programme.ErreurProgramme{Secret: "RRRB", RienRecu: true, Delai: 1500 * time.Millisecond, Err: programme.ErrSilence}),
			"Le programme cmd:python3 s.py n'a rien répondu en 1,5 s (--timeout).\n  Secret RRRB, coup 2 : envoyé « 3 0 », rien reçu.",
			"Program cmd:python3 s.py answered nothing in 1.5 s (--timeout).\n  Secret RRRB, move 2: sent \"3 0\", received nothing."},
		{base(programme.ErreurProgramme{Secret: "RRRB", Recu: strings.Repeat("é", 70), Err: programme.ErrDeluge}),
			"Le programme cmd:python3 s.py inonde sa sortie : une ligne de plus de 4\u00a0096 octets.\n  Secret RRRB, coup 2 : envoyé « 3 0 », reçu « " + strings.Repeat("é", 60) + "… ».",
			"Program cmd:python3 s.py floods its output: a line of more than 4,096 bytes.\n  Secret RRRB, move 2: sent \"3 0\", received \"" + strings.Repeat("é", 60) + "…\"."},
		{base(programme.ErreurProgramme{Secret: "RRRB", Recu: "RRRR", MaxEssais: 50, Err: programme.ErrTropDEssais}),
			"Le programme cmd:python3 s.py n'a pas trouvé le secret en 50 propositions, le maximum permis (--max-tries).\n  Secret RRRB, coup 2 : envoyé « 3 0 », reçu « RRRR ».",
			"Program cmd:python3 s.py did not find the secret in 50 proposals, the most allowed (--max-tries).\n  Secret RRRB, move 2: sent \"3 0\", received \"RRRR\"."},
		{base(programme.ErreurProgramme{Recu: "NNNN", Attendu: "RRRR", Err: programme.ErrRejeu}),
			"Le programme cmd:python3 s.py ne rejoue pas les lignes du plateau : il propose « NNNN » là où le plateau a RRRR.\n  Coup 2 : envoyé « 3 0 », reçu « NNNN ».",
			"Program cmd:python3 s.py does not replay the board's rows: it proposes \"NNNN\" where the board has RRRR.\n  Move 2: sent \"3 0\", received \"NNNN\"."},
		{base(programme.ErreurProgramme{RienRecu: true, Err: programme.ErrPalette}),
			"Le programme cmd:python3 s.py ne peut pas jouer cette partie : le protocole n'a de lettres que pour 16 couleurs.\n  Coup 2 : envoyé « 3 0 », rien reçu.",
			"Program cmd:python3 s.py cannot play this game: the protocol has letters for 16 colours only.\n  Move 2: sent \"3 0\", received nothing."},
	}
	for _, tt := range tests {
		t.Run(tt.fr, func(t *testing.T) {
			assert.Equal(t, tt.fr, fr.Erreur(tt.err))
			assert.Equal(t, tt.en, en.Erreur(tt.err))
		})
	}
}

func TestProgramCommandErrors(t *testing.T) {
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	commande := func(nom string) error {
		_, err := programme.LitCommande(nom)
		require.Error(t, err)
		return err
	}
	tests := []struct {
		err    error
		fr, en string
	}{
		{commande("cmd:"),
			"la stratégie « cmd: » ne dit pas quel programme lancer : écrivez sa commande après cmd:, par exemple cmd:python3 ma_strategie.py",
			`strategy "cmd:" does not say which program to run: write its command after cmd:, for example cmd:python3 my_strategy.py`},
		{commande(`cmd:java "-cp`),
			"la commande « cmd:java \"-cp » ouvre un guillemet \" qu'elle ne ferme pas",
			`command "cmd:java \"-cp" opens a " quote it never closes`},
		{commande(`cmd:x \`),
			"la commande « cmd:x \\ » finit par une barre oblique inversée : retirez-la ou doublez-la",
			`command "cmd:x \\" ends with a backslash: remove it or double it`},
		{&programme.ErreurLancement{Strategie: "cmd:eleve", Programme: "eleve", Err: exec.ErrNotFound},
			"le programme « eleve » de la stratégie cmd:eleve est introuvable : vérifiez son nom, ou donnez son chemin (./ma_strategie)",
			`program "eleve" of strategy cmd:eleve is not found: check its name, or give its path (./my_strategy)`},
		{&programme.ErreurLancement{Strategie: "cmd:./s.py", Programme: "./s.py", Err: fs.ErrPermission},
			"le programme « ./s.py » de la stratégie cmd:./s.py n'est pas exécutable : rendez-le exécutable (chmod +x) ou lancez-le avec son interpréteur (cmd:python3 …)",
			`program "./s.py" of strategy cmd:./s.py is not executable: make it executable (chmod +x) or run it with its interpreter (cmd:python3 …)`},
		{&programme.ErreurLancement{Strategie: "cmd:./s", Programme: "./s", Err: fs.ErrInvalid},
			"le programme « ./s » de la stratégie cmd:./s ne démarre pas : vérifiez qu'il se lance depuis un terminal",
			`program "./s" of strategy cmd:./s does not start: check that it runs from a terminal`},
	}
	for _, tt := range tests {
		t.Run(tt.fr, func(t *testing.T) {
			assert.Equal(t, tt.fr, fr.Erreur(tt.err))
			assert.Equal(t, tt.en, en.Erreur(tt.err))
		})
	}
}

func TestCitation(t *testing.T) {
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	assert.Equal(t, "« R\\x00B\\xff »", fr.Citation("R\x00B\xff"))
	assert.Equal(t, `"say \"hi\""`, en.Citation(`say "hi"`))
	assert.Equal(t, "« "+strings.Repeat("a", 60)+" »", fr.Citation(strings.Repeat("a", 60)))
	assert.Equal(t, "« "+strings.Repeat("a", 60)+"… »", fr.Citation(strings.Repeat("a", 61)))
}

func TestTournamentSentences(t *testing.T) {
	fr, en := Nouveau(Francais), Nouveau(Anglais)
	assert.Equal(t, "1 stratégie a échoué : son rapport est plus haut.", fr.Pluriel(1, "tournoi.echoue1", "tournoi.echouees", fr.Nombre(1, NomStrategie)))
	assert.Equal(t, "3 stratégies ont échoué : leurs rapports sont plus haut.", fr.Pluriel(3, "tournoi.echoue1", "tournoi.echouees", fr.Nombre(3, NomStrategie)))
	assert.Equal(t, "1 strategy failed: its report is above.", en.Pluriel(1, "tournoi.echoue1", "tournoi.echouees", en.Nombre(1, NomStrategie)))
	assert.Equal(t, "2 strategies failed: their reports are above.", en.Pluriel(2, "tournoi.echoue1", "tournoi.echouees", en.Nombre(2, NomStrategie)))
	assert.Equal(t, "Tournoi — 4 pions, 6 couleurs : 1\u00a0296 secrets", fr.T("tournoi.titre", "4 pions, 6 couleurs", fr.Nombre(1296, NomSecret)))
	assert.Equal(t, "Le programme a trouvé VJBR du premier coup : il est retenu.", fr.T("reglages.essaireussi1", "VJBR"))
	assert.Equal(t, "The program found VJBR in 6 tries: it is chosen.", en.T("reglages.essaireussi", "VJBR", 6))
}
