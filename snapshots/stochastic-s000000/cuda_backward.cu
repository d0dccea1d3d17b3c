extern "C" __global__ void stochastic_s000000_cuda_kernel_backward(
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
        wp::float32 var_9;
        const wp::float32 var_10 = -1.4142135623730951;
        wp::float32 var_11;
        const wp::float32 var_12 = 0.1;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32* var_16;
        wp::float32 var_17;
        const wp::float32 var_18 = 6.0;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 0.5;
        wp::float32 var_23;
        wp::float32 var_24;
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
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        //---------
        // forward
        // def stochastic_s000000(                                                                <L 7>
        // i = wp.tid()                                                                           <L 13>
        var_0 = builtin_tid1d();
        // rng = wp.rand_init(seed + i)                                                           <L 14>
        var_1 = wp::add(var_seed, var_0);
        var_2 = wp::rand_init(var_1);
        // x0 = wp.randf(rng, 0.001, 1.999)                                                       <L 15>
        var_5 = wp::randf(var_2, var_3, var_4);
        // x1 = wp.poisson(rng, 6.0)                                                              <L 16>
        var_7 = wp::poisson(var_2, var_6);
        // out[i] = b[i] + wp.erfcinv(x0) * -1.4142135623730951 * 0.1 + a[i] * (wp.float32(x1) - 6.0) * 0.5       <L 17>
        var_8 = wp::address(var_b, var_0);
        var_9 = wp::erfcinv(var_5);
        var_11 = wp::mul(var_9, var_10);
        var_13 = wp::mul(var_11, var_12);
        var_15 = wp::load(var_8);
        var_14 = wp::add(var_15, var_13);
        var_16 = wp::address(var_a, var_0);
        var_17 = wp::float32(var_7);
        var_19 = wp::sub(var_17, var_18);
        var_21 = wp::load(var_16);
        var_20 = wp::mul(var_21, var_19);
        var_23 = wp::mul(var_20, var_22);
        var_24 = wp::add(var_14, var_23);
        // wp::array_store(var_out, var_0, var_24);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_24, adj_out, adj_0, adj_24);
        wp::adj_add(var_14, var_23, adj_14, adj_23, adj_24);
        wp::adj_mul(var_20, var_22, adj_20, adj_22, adj_23);
        wp::adj_mul(var_21, var_19, adj_16, adj_19, adj_20);
        wp::adj_sub(var_17, var_18, adj_17, adj_18, adj_19);
        wp::adj_float32(var_7, adj_7, adj_17);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_16);
        wp::adj_add(var_15, var_13, adj_8, adj_13, adj_14);
        wp::adj_mul(var_11, var_12, adj_11, adj_12, adj_13);
        wp::adj_mul(var_9, var_10, adj_9, adj_10, adj_11);
        wp::adj_erfcinv(var_5, var_9, adj_5, adj_9);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_8);
        // adj: out[i] = b[i] + wp.erfcinv(x0) * -1.4142135623730951 * 0.1 + a[i] * (wp.float32(x1) - 6.0) * 0.5  <L 17>
        // adj: x1 = wp.poisson(rng, 6.0)                                                         <L 16>
        // adj: x0 = wp.randf(rng, 0.001, 1.999)                                                  <L 15>
        wp::adj_add(var_seed, var_0, adj_seed, adj_0, adj_1);
        // adj: rng = wp.rand_init(seed + i)                                                      <L 14>
        // adj: i = wp.tid()                                                                      <L 13>
        // adj: def stochastic_s000000(                                                           <L 7>
        continue;
    }
}