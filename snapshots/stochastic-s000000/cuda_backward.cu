extern "C" __global__ void make_stochastic_s000000__locals__stochastic_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::int32 var_seed,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::int32 adj_seed,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::int32 var_1;
        wp::uint32 var_2;
        const wp::float32 var_3 = 0.001;
        const wp::float32 var_4 = 1.999;
        wp::float32 var_5;
        const wp::float32 var_6 = 6.0;
        wp::uint32 var_7;
        wp::float32* var_8;
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::uint32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::uint32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        //---------
        // forward
        // def stochastic_s000000(                                                                <L 15>
        // i = wp.tid()                                                                           <L 21>
        var_0 = builtin_tid1d();
        // rng = wp.rand_init(seed + i)                                                           <L 22>
        var_1 = wp::add(var_seed, var_0);
        var_2 = wp::rand_init(var_1);
        // x0 = wp.randf(rng, scale, offset)                                                      <L 23>
        var_5 = wp::randf(var_2, var_3, var_4);
        // x1 = wp.poisson(rng, RATE)                                                             <L 24>
        var_7 = wp::poisson(var_2, var_6);
        // out[i] = stochastic_s000000_combine(b[i], x0, a[i], x1, RATE)                          <L 25>
        var_8 = wp::address(var_b, var_0);
        var_9 = wp::address(var_a, var_0);
        var_11 = wp::load(var_8);
        var_12 = wp::load(var_9);
        var_10 = stochastic_s000000_combine_0(var_11, var_5, var_12, var_7, var_6);
        // wp::array_store(var_out, var_0, var_10);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_10, adj_out, adj_0, adj_10);
        adj_stochastic_s000000_combine_0(var_11, var_5, var_12, var_7, var_6, adj_8, adj_5, adj_9, adj_7, adj_6, adj_10);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_9);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_8);
        // adj: out[i] = stochastic_s000000_combine(b[i], x0, a[i], x1, RATE)                     <L 25>
        // adj: x1 = wp.poisson(rng, RATE)                                                        <L 24>
        // adj: x0 = wp.randf(rng, scale, offset)                                                 <L 23>
        wp::adj_add(var_seed, var_0, adj_seed, adj_0, adj_1);
        // adj: rng = wp.rand_init(seed + i)                                                      <L 22>
        // adj: i = wp.tid()                                                                      <L 21>
        // adj: def stochastic_s000000(                                                           <L 15>
        continue;
    }
}