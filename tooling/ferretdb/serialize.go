package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"sync"
)

// FerretDB 1.24 on SQLite applies an update as a read, then a write, outside one transaction
// (FerretDB issue #3040): two clients updating one document at once lose one of the updates
// (measured here: 50 simultaneous `$inc` of one field left it at 4; 20 simultaneous claims of one
// pending row, `{status: "pending"} -> "sending"`, won 2). MongoDB applies every single-document
// write atomically, and the adapter's designs (counters, claims, conditional updates) rely on it.
//
// So that the MongoDB leg tests those designs and not this gap, the clients' commands reach
// FerretDB one at a time: this proxy forwards each wire-protocol request and its reply under one
// lock shared by every connection. A command is then atomic as on MongoDB; what this cannot show
// is how the adapter behaves under a real server's parallelism (docs/production-store.md).

// The wire protocol's OP_MSG flag bits (a reply that says more replies follow, unrequested).
const moreToCome = 1 << 1

var serial sync.Mutex

// proxy accepts clients on `listen` and relays each to a new connection to `backend`.
func proxy(listen, backend string) error {
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	go func() {
		for {
			client, err := ln.Accept()
			if err != nil {
				return
			}
			go relay(client, backend)
		}
	}()
	return nil
}

func relay(client net.Conn, backend string) {
	defer client.Close()
	server, err := net.Dial("tcp", backend)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb proxy:", err)
		return
	}
	defer server.Close()
	for {
		request, err := readMessage(client)
		if err != nil {
			return
		}
		if err := roundTrip(request, server, client); err != nil {
			return
		}
	}
}

// roundTrip sends one request and relays its replies, holding the lock throughout. A request sent
// with moreToCome expects no reply.
func roundTrip(request []byte, server, client net.Conn) error {
	serial.Lock()
	defer serial.Unlock()
	if _, err := server.Write(request); err != nil {
		return err
	}
	if flags(request)&moreToCome != 0 {
		return nil
	}
	for {
		reply, err := readMessage(server)
		if err != nil {
			return err
		}
		if _, err := client.Write(reply); err != nil {
			return err
		}
		if flags(reply)&moreToCome == 0 {
			return nil
		}
	}
}

// readMessage reads one whole message: a 16-byte header whose first int32 is the total length.
func readMessage(r io.Reader) ([]byte, error) {
	header := make([]byte, 16)
	if _, err := io.ReadFull(r, header); err != nil {
		return nil, err
	}
	length := int(binary.LittleEndian.Uint32(header))
	if length < 16 || length > 48_000_000 {
		return nil, errors.New("bad message length")
	}
	message := make([]byte, length)
	copy(message, header)
	_, err := io.ReadFull(r, message[16:])
	return message, err
}

// flags are an OP_MSG's flag bits (opCode 2013); other messages have none we act on.
func flags(message []byte) uint32 {
	if len(message) < 20 || binary.LittleEndian.Uint32(message[12:16]) != 2013 {
		return 0
	}
	return binary.LittleEndian.Uint32(message[16:20])
}
