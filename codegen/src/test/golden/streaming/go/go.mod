module example.com/streamer-go

go 1.21
