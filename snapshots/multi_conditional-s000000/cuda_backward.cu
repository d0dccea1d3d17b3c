extern "C" __global__ void multi_conditional_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<3> dim,
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
        wp::int32 var_2;
        const wp::float32 var_3 = 0.0;
        bool var_4;
        wp::float32* var_5;
        const wp::float32 var_6 = 0.0;
        bool var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        const wp::float32 var_10 = 0.25;
        bool var_11;
        wp::float32 var_12;
        wp::float32* var_13;
        const wp::float32 var_14 = 0.125;
        wp::float32 var_15;
        wp::float32 var_16;
        bool var_17;
        wp::float32* var_18;
        const wp::float32 var_19 = -0.5;
        bool var_20;
        wp::float32 var_21;
        wp::float32* var_22;
        const wp::float32 var_23 = -0.25;
        bool var_24;
        wp::float32 var_25;
        wp::float32* var_26;
        const wp::float32 var_27 = 1.5;
        wp::float32 var_28;
        wp::float32 var_29;
        wp::float32* var_30;
        const wp::float32 var_31 = 0.75;
        wp::float32 var_32;
        wp::float32 var_33;
        wp::float32 var_34;
        wp::float32 var_35;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::float32 adj_3 = {};
        bool adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        bool adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        bool adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        bool adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        bool adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        bool adj_24 = {};
        wp::float32 adj_25 = {};
        wp::float32 adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        wp::float32 adj_34 = {};
        wp::float32 adj_35 = {};
        //---------
        // forward
        // def multi_conditional_s000000(                                                         <L 7>
        // i, j, k = wp.tid()                                                                     <L 12>
        builtin_tid3d(var_0, var_1, var_2);
        // x0 = 0.0                                                                               <L 13>
        // if a[i, j, k] < 0.0 and b[i, j, k] < 0.25:                                             <L 14>
        var_5 = wp::address(var_a, var_0, var_1, var_2);
        var_8 = wp::load(var_5);
        var_7 = (var_8 < var_6);
        var_4 = var_7;
        if (var_4) {
            var_9 = wp::address(var_b, var_0, var_1, var_2);
            var_12 = wp::load(var_9);
            var_11 = (var_12 < var_10);
            var_4 = var_4 && var_11;
        }
        if (var_4) {
            // x0 = a[i, j, k] + 0.125                                                            <L 15>
            var_13 = wp::address(var_a, var_0, var_1, var_2);
            var_16 = wp::load(var_13);
            var_15 = wp::add(var_16, var_14);
        }
        if (!var_4) {
            // elif a[i, j, k] < -0.5 or b[i, j, k] < -0.25:                                      <L 16>
            var_18 = wp::address(var_a, var_0, var_1, var_2);
            var_21 = wp::load(var_18);
            var_20 = (var_21 < var_19);
            var_17 = var_20;
            if (!var_17) {
                var_22 = wp::address(var_b, var_0, var_1, var_2);
                var_25 = wp::load(var_22);
                var_24 = (var_25 < var_23);
                var_17 = var_17 || var_24;
            }
            if (var_17) {
                // x0 = a[i, j, k] * 1.5                                                          <L 17>
                var_26 = wp::address(var_a, var_0, var_1, var_2);
                var_29 = wp::load(var_26);
                var_28 = wp::mul(var_29, var_27);
            }
            if (!var_17) {
                // x0 = a[i, j, k] * 0.75                                                         <L 19>
                var_30 = wp::address(var_a, var_0, var_1, var_2);
                var_33 = wp::load(var_30);
                var_32 = wp::mul(var_33, var_31);
            }
            var_34 = wp::where(var_17, var_28, var_32);
        }
        var_35 = wp::where(var_4, var_15, var_34);
        // out[i, j, k] = x0                                                                      <L 20>
        // wp::array_store(var_out, var_0, var_1, var_2, var_35);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_2, var_35, adj_out, adj_0, adj_1, adj_2, adj_35);
        // adj: out[i, j, k] = x0                                                                 <L 20>
        wp::adj_where(var_4, var_15, var_34, adj_4, adj_15, adj_34, adj_35);
        if (!var_4) {
            wp::adj_where(var_17, var_28, var_32, adj_17, adj_28, adj_32, adj_34);
            if (!var_17) {
                wp::adj_mul(var_33, var_31, adj_30, adj_31, adj_32);
                wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_30);
                // adj: x0 = a[i, j, k] * 0.75                                                    <L 19>
            }
            if (var_17) {
                wp::adj_mul(var_29, var_27, adj_26, adj_27, adj_28);
                wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_26);
                // adj: x0 = a[i, j, k] * 1.5                                                     <L 17>
            }
            if (!var_17) {
                wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_22);
            }
            wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_18);
            // adj: elif a[i, j, k] < -0.5 or b[i, j, k] < -0.25:                                 <L 16>
        }
        if (var_4) {
            wp::adj_add(var_16, var_14, adj_13, adj_14, adj_15);
            wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_13);
            // adj: x0 = a[i, j, k] + 0.125                                                       <L 15>
        }
        if (var_4) {
            wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_9);
        }
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_5);
        // adj: if a[i, j, k] < 0.0 and b[i, j, k] < 0.25:                                        <L 14>
        // adj: x0 = 0.0                                                                          <L 13>
        // adj: i, j, k = wp.tid()                                                                <L 12>
        // adj: def multi_conditional_s000000(                                                    <L 7>
        continue;
    }
}