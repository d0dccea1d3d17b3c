extern "C" __global__ void random_math_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_c,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_c,
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
        wp::float32* var_1;
        const wp::float32 var_2 = 0.125;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32* var_5;
        const wp::float32 var_6 = 3.0;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        const wp::float32 var_11 = 0.25;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32* var_14;
        const wp::float32 var_15 = 0.5;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = -3.0;
        const wp::float32 var_22 = 3.0;
        wp::float32 var_23;
        wp::float32 var_24;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
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
        // def random_math_s000001(                                                               <L 7>
        // i = wp.tid()                                                                           <L 13>
        var_0 = builtin_tid1d();
        // x0 = wp.exp(wp.clamp(wp.sin(wp.min(c[i] * 0.125 - (c[i] + 3.0), b[i] * 0.25 * (a[i] * 0.5))), -3.0, 3.0))       <L 14>
        var_1 = wp::address(var_c, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::mul(var_4, var_2);
        var_5 = wp::address(var_c, var_0);
        var_8 = wp::load(var_5);
        var_7 = wp::add(var_8, var_6);
        var_9 = wp::sub(var_3, var_7);
        var_10 = wp::address(var_b, var_0);
        var_13 = wp::load(var_10);
        var_12 = wp::mul(var_13, var_11);
        var_14 = wp::address(var_a, var_0);
        var_17 = wp::load(var_14);
        var_16 = wp::mul(var_17, var_15);
        var_18 = wp::mul(var_12, var_16);
        var_19 = wp::min(var_9, var_18);
        var_20 = wp::sin(var_19);
        var_23 = wp::clamp(var_20, var_21, var_22);
        var_24 = wp::exp(var_23);
        // out[i] = x0                                                                            <L 15>
        // wp::array_store(var_out, var_0, var_24);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_24, adj_out, adj_0, adj_24);
        // adj: out[i] = x0                                                                       <L 15>
        wp::adj_exp(var_23, var_24, adj_23, adj_24);
        wp::adj_clamp(var_20, var_21, var_22, adj_20, adj_21, adj_22, adj_23);
        wp::adj_sin(var_19, adj_19, adj_20);
        wp::adj_min(var_9, var_18, adj_9, adj_18, adj_19);
        wp::adj_mul(var_12, var_16, adj_12, adj_16, adj_18);
        wp::adj_mul(var_17, var_15, adj_14, adj_15, adj_16);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_14);
        wp::adj_mul(var_13, var_11, adj_10, adj_11, adj_12);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_10);
        wp::adj_sub(var_3, var_7, adj_3, adj_7, adj_9);
        wp::adj_add(var_8, var_6, adj_5, adj_6, adj_7);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_5);
        wp::adj_mul(var_4, var_2, adj_1, adj_2, adj_3);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_1);
        // adj: x0 = wp.exp(wp.clamp(wp.sin(wp.min(c[i] * 0.125 - (c[i] + 3.0), b[i] * 0.25 * (a[i] * 0.5))), -3.0, 3.0))  <L 14>
        // adj: i = wp.tid()                                                                      <L 13>
        // adj: def random_math_s000001(                                                          <L 7>
        continue;
    }
}