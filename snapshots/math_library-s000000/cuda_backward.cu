extern "C" __global__ void math_library_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
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
        wp::float32* var_2;
        const wp::float32 var_3 = 0.5;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        const wp::float32 var_7 = 1.0;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        const wp::float32 var_11 = 2.0;
        wp::float32 var_12;
        wp::float32 var_13;
        const wp::float32 var_14 = 0.75;
        wp::float32 var_15;
        wp::float32* var_16;
        wp::float32* var_17;
        const wp::float32 var_18 = 1.5;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        const wp::float32 var_22 = 2.0;
        wp::float32 var_23;
        wp::float32 var_24;
        const wp::float32 var_25 = 3.0;
        wp::float32 var_26;
        wp::float32 var_27;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
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
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        //---------
        // forward
        // def math_library_s000000(                                                              <L 7>
        // i, j = wp.tid()                                                                        <L 12>
        builtin_tid2d(var_0, var_1);
        // x0 = wp.log10(wp.abs(b[i, j] * 0.5) + 1.0)                                             <L 13>
        var_2 = wp::address(var_b, var_0, var_1);
        var_5 = wp::load(var_2);
        var_4 = wp::mul(var_5, var_3);
        var_6 = wp::abs(var_4);
        var_8 = wp::add(var_6, var_7);
        var_9 = wp::log10(var_8);
        // x1 = wp.mod(a[i, j] * 2.0, 0.75)                                                       <L 14>
        var_10 = wp::address(var_a, var_0, var_1);
        var_13 = wp::load(var_10);
        var_12 = wp::mul(var_13, var_11);
        var_15 = wp::mod(var_12, var_14);
        // x2 = wp.lerp(a[i, j], b[i, j], 1.5)                                                    <L 15>
        var_16 = wp::address(var_a, var_0, var_1);
        var_17 = wp::address(var_b, var_0, var_1);
        var_20 = wp::load(var_16);
        var_21 = wp::load(var_17);
        var_19 = wp::lerp(var_20, var_21, var_18);
        // out[i, j] = x0 + x1 * 2.0 + x2 * 3.0                                                   <L 16>
        var_23 = wp::mul(var_15, var_22);
        var_24 = wp::add(var_9, var_23);
        var_26 = wp::mul(var_19, var_25);
        var_27 = wp::add(var_24, var_26);
        // wp::array_store(var_out, var_0, var_1, var_27);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_27, adj_out, adj_0, adj_1, adj_27);
        wp::adj_add(var_24, var_26, adj_24, adj_26, adj_27);
        wp::adj_mul(var_19, var_25, adj_19, adj_25, adj_26);
        wp::adj_add(var_9, var_23, adj_9, adj_23, adj_24);
        wp::adj_mul(var_15, var_22, adj_15, adj_22, adj_23);
        // adj: out[i, j] = x0 + x1 * 2.0 + x2 * 3.0                                              <L 16>
        wp::adj_lerp(var_20, var_21, var_18, adj_16, adj_17, adj_18, adj_19);
        wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_17);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_16);
        // adj: x2 = wp.lerp(a[i, j], b[i, j], 1.5)                                               <L 15>
        wp::adj_mod(var_12, var_14, adj_12, adj_14, adj_15);
        wp::adj_mul(var_13, var_11, adj_10, adj_11, adj_12);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_10);
        // adj: x1 = wp.mod(a[i, j] * 2.0, 0.75)                                                  <L 14>
        wp::adj_log10(var_8, adj_8, adj_9);
        wp::adj_add(var_6, var_7, adj_6, adj_7, adj_8);
        wp::adj_abs(var_4, adj_4, adj_6);
        wp::adj_mul(var_5, var_3, adj_2, adj_3, adj_4);
        wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_2);
        // adj: x0 = wp.log10(wp.abs(b[i, j] * 0.5) + 1.0)                                        <L 13>
        // adj: i, j = wp.tid()                                                                   <L 12>
        // adj: def math_library_s000000(                                                         <L 7>
        continue;
    }
}