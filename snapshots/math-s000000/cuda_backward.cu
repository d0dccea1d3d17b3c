extern "C" __global__ void math_s000000_cuda_kernel_backward(
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
        const wp::float32 var_3 = -0.25;
        bool var_4;
        wp::float32 var_5;
        wp::float32* var_6;
        const wp::float32 var_7 = 0.75;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.0;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32* var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.0;
        wp::float32 var_20;
        const wp::float32 var_21 = 0.5;
        wp::float32 var_22;
        wp::float32 var_23;
        wp::float32 var_24;
        wp::float32* var_25;
        wp::float32 var_26;
        wp::float32 var_27;
        const wp::float32 var_28 = 1.0;
        wp::float32 var_29;
        const wp::float32 var_30 = 0.5;
        wp::float32 var_31;
        wp::float32 var_32;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        bool adj_4 = {};
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
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        //---------
        // forward
        // def math_s000000(                                                                      <L 12>
        // i, j = wp.tid()                                                                        <L 17>
        builtin_tid2d(var_0, var_1);
        // if a[i, j] < -0.25:                                                                    <L 18>
        var_2 = wp::address(var_a, var_0, var_1);
        var_5 = wp::load(var_2);
        var_4 = (var_5 < var_3);
        if (var_4) {
            // out[i, j] = a[i, j] * 0.75                                                         <L 19>
            var_6 = wp::address(var_a, var_0, var_1);
            var_9 = wp::load(var_6);
            var_8 = wp::mul(var_9, var_7);
            // wp::array_store(var_out, var_0, var_1, var_8);
            // return                                                                             <L 20>
            goto label0;
        }
        // x0 = wp.sqrt(wp.abs(a[i, j]) + 1.0)                                                    <L 21>
        var_10 = wp::address(var_a, var_0, var_1);
        var_12 = wp::load(var_10);
        var_11 = wp::abs(var_12);
        var_14 = wp::add(var_11, var_13);
        var_15 = wp::sqrt(var_14);
        // x1 = wp.tanh(wp.sin(wp.pow(wp.abs(b[i, j]) + 1.0, 0.5)))                               <L 22>
        var_16 = wp::address(var_b, var_0, var_1);
        var_18 = wp::load(var_16);
        var_17 = wp::abs(var_18);
        var_20 = wp::add(var_17, var_19);
        var_22 = wp::pow(var_20, var_21);
        var_23 = wp::sin(var_22);
        var_24 = wp::tanh(var_23);
        // x2 = wp.pow(wp.abs(a[i, j]) + 1.0, 0.5)                                                <L 23>
        var_25 = wp::address(var_a, var_0, var_1);
        var_27 = wp::load(var_25);
        var_26 = wp::abs(var_27);
        var_29 = wp::add(var_26, var_28);
        var_31 = wp::pow(var_29, var_30);
        // out[i, j] = math_s000000_combine(x0, x1, x2)                                           <L 24>
        var_32 = math_s000000_combine_0(var_15, var_24, var_31);
        // wp::array_store(var_out, var_0, var_1, var_32);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_32, adj_out, adj_0, adj_1, adj_32);
        adj_math_s000000_combine_0(var_15, var_24, var_31, adj_15, adj_24, adj_31, adj_32);
        // adj: out[i, j] = math_s000000_combine(x0, x1, x2)                                      <L 24>
        wp::adj_pow(var_29, var_30, var_31, adj_29, adj_30, adj_31);
        wp::adj_add(var_26, var_28, adj_26, adj_28, adj_29);
        wp::adj_abs(var_27, adj_25, adj_26);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_25);
        // adj: x2 = wp.pow(wp.abs(a[i, j]) + 1.0, 0.5)                                           <L 23>
        wp::adj_tanh(var_23, var_24, adj_23, adj_24);
        wp::adj_sin(var_22, adj_22, adj_23);
        wp::adj_pow(var_20, var_21, var_22, adj_20, adj_21, adj_22);
        wp::adj_add(var_17, var_19, adj_17, adj_19, adj_20);
        wp::adj_abs(var_18, adj_16, adj_17);
        wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_16);
        // adj: x1 = wp.tanh(wp.sin(wp.pow(wp.abs(b[i, j]) + 1.0, 0.5)))                          <L 22>
        wp::adj_sqrt(var_14, var_15, adj_14, adj_15);
        wp::adj_add(var_11, var_13, adj_11, adj_13, adj_14);
        wp::adj_abs(var_12, adj_10, adj_11);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_10);
        // adj: x0 = wp.sqrt(wp.abs(a[i, j]) + 1.0)                                               <L 21>
        if (var_4) {
            label0:;
            // adj: return                                                                        <L 20>
            wp::adj_array_store(var_out, var_0, var_1, var_8, adj_out, adj_0, adj_1, adj_8);
            wp::adj_mul(var_9, var_7, adj_6, adj_7, adj_8);
            wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_6);
            // adj: out[i, j] = a[i, j] * 0.75                                                    <L 19>
        }
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
        // adj: if a[i, j] < -0.25:                                                               <L 18>
        // adj: i, j = wp.tid()                                                                   <L 17>
        // adj: def math_s000000(                                                                 <L 12>
        continue;
    }
}