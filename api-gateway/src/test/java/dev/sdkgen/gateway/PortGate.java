package dev.sdkgen.gateway;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback port where nothing listens — a connection to it is refused, as to a broker that is down —
 * until {@link #open} forwards every connection to a target address, byte for byte. A Kafka client only
 * bootstraps through it: the broker then names its own address, so the client stays connected after
 * {@link #close()}.
 */
final class PortGate implements AutoCloseable {

    private final int port;
    private final AtomicInteger connections = new AtomicInteger();
    private final List<Socket> sockets = new ArrayList<>();
    private ServerSocket server;

    PortGate(int port) {
        this.port = port;
    }

    /** Starts forwarding connections to {@code host:targetPort}. */
    synchronized void open(String host, int targetPort) throws IOException {
        server = new ServerSocket();
        server.setReuseAddress(true);
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        ServerSocket listening = server;
        daemon(() -> {
            while (!listening.isClosed()) {
                try {
                    Socket in = listening.accept();
                    Socket out = new Socket(host, targetPort);
                    synchronized (this) {
                        sockets.add(in);
                        sockets.add(out);
                    }
                    connections.incrementAndGet();
                    daemon(() -> pump(in, out));
                    daemon(() -> pump(out, in));
                } catch (IOException e) {
                    // closed, or the target refused: the client sees the connection drop and tries again
                }
            }
        });
    }

    /** How many connections were forwarded so far. */
    int connections() {
        return connections.get();
    }

    @Override
    public synchronized void close() throws IOException {
        if (server != null) {
            server.close();
        }
        for (Socket s : sockets) {
            s.close();
        }
    }

    private static void pump(Socket from, Socket to) {
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            in.transferTo(out);
        } catch (IOException e) {
            // one side closed
        }
    }

    private static void daemon(Runnable body) {
        Thread t = new Thread(body, "port-gate");
        t.setDaemon(true);
        t.start();
    }
}
