// Command ferretdb runs FerretDB (a MongoDB wire-protocol server on SQLite) for the MongoDB leg of
// the tests and `npm start` on these machines, where no mongod can be installed (docs/testing.md,
// "The production store in CI"). It embeds FerretDB's `ferretdb` package: the project's own
// `go install …/cmd/ferretdb` build panics at start on a module-proxy download (its version file
// is generated at release time and absent there).
//
//	ferretdb -listen 127.0.0.1:27017 -data .tmp/ferretdb
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	data := flag.String("data", ".tmp/ferretdb", "directory of the SQLite databases (one file per database)")
	level := flag.String("log-level", "warn", "debug, info, warn or error")
	flag.Parse()

	dir, err := filepath.Abs(*data)
	if err == nil {
		err = os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb:", err)
		os.Exit(1)
	}
	var logLevel slog.Level
	if err := logLevel.UnmarshalText([]byte(*level)); err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb: -log-level:", err)
		os.Exit(2)
	}

	// FerretDB itself listens on a free loopback port; clients reach it through the proxy on
	// -listen, one command at a time (serialize.go).
	backend, err := freePort()
	if err == nil {
		err = proxy(*listen, backend)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb:", err)
		os.Exit(1)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: backend},
		Logger:    slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: logLevel})),
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/",
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb:", err)
		os.Exit(1)
	}

	// SIGTERM and SIGINT stop it cleanly (connections closed, SQLite files synced).
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Fprintf(os.Stderr, "ferretdb: listening on %s, data in %s\n", *listen, dir)
	if err := f.Run(ctx); err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb:", err)
		os.Exit(1)
	}
}

// freePort is a loopback address no one listens on now.
func freePort() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}
