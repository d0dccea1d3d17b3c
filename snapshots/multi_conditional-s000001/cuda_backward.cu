extern "C" __global__ void multi_conditional_s000001_cuda_kernel_backward(
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
        wp::float32* var_3;
        const wp::float32 var_4 = -0.25;
        bool var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        const wp::float32 var_8 = 0.25;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = 0.0;
        bool var_12;
        bool var_13;
        wp::float32* var_14;
        const wp::float32 var_15 = 0.25;
        bool var_16;
        wp::float32 var_17;
        wp::float32* var_18;
        const wp::float32 var_19 = 0.5;
        bool var_20;
        wp::float32 var_21;
        wp::float32* var_22;
        const wp::float32 var_23 = 0.25;
        bool var_24;
        wp::float32 var_25;
        bool var_26;
        wp::float32* var_27;
        const wp::float32 var_28 = 1.5;
        wp::float32 var_29;
        wp::float32 var_30;
        bool var_31;
        wp::float32* var_32;
        const wp::float32 var_33 = -0.5;
        bool var_34;
        wp::float32 var_35;
        wp::float32* var_36;
        const wp::float32 var_37 = 0.25;
        bool var_38;
        wp::float32 var_39;
        wp::float32* var_40;
        const wp::float32 var_41 = 0.5;
        bool var_42;
        wp::float32 var_43;
        wp::float32* var_44;
        const wp::float32 var_45 = 2.0;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32* var_48;
        const wp::float32 var_49 = 0.75;
        wp::float32 var_50;
        wp::float32 var_51;
        wp::float32 var_52;
        wp::float32 var_53;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::int32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        bool adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        bool adj_12 = {};
        bool adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        bool adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        bool adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        bool adj_24 = {};
        wp::float32 adj_25 = {};
        bool adj_26 = {};
        wp::float32 adj_27 = {};
        wp::float32 adj_28 = {};
        wp::float32 adj_29 = {};
        wp::float32 adj_30 = {};
        bool adj_31 = {};
        wp::float32 adj_32 = {};
        wp::float32 adj_33 = {};
        bool adj_34 = {};
        wp::float32 adj_35 = {};
        wp::float32 adj_36 = {};
        wp::float32 adj_37 = {};
        bool adj_38 = {};
        wp::float32 adj_39 = {};
        wp::float32 adj_40 = {};
        wp::float32 adj_41 = {};
        bool adj_42 = {};
        wp::float32 adj_43 = {};
        wp::float32 adj_44 = {};
        wp::float32 adj_45 = {};
        wp::float32 adj_46 = {};
        wp::float32 adj_47 = {};
        wp::float32 adj_48 = {};
        wp::float32 adj_49 = {};
        wp::float32 adj_50 = {};
        wp::float32 adj_51 = {};
        wp::float32 adj_52 = {};
        wp::float32 adj_53 = {};
        //---------
        // forward
        // def multi_conditional_s000001(                                                         <L 9>
        // i, j, k = wp.tid()                                                                     <L 14>
        builtin_tid3d(var_0, var_1, var_2);
        // if a[i, j, k] < -0.25:                                                                 <L 15>
        var_3 = wp::address(var_a, var_0, var_1, var_2);
        var_6 = wp::load(var_3);
        var_5 = (var_6 < var_4);
        if (var_5) {
            // out[i, j, k] = a[i, j, k] * 0.25                                                   <L 16>
            var_7 = wp::address(var_a, var_0, var_1, var_2);
            var_10 = wp::load(var_7);
            var_9 = wp::mul(var_10, var_8);
            // wp::array_store(var_out, var_0, var_1, var_2, var_9);
            // return                                                                             <L 17>
            goto label0;
        }
        // x0 = 0.0                                                                               <L 18>
        // if (a[i, j, k] > 0.25 or b[i, j, k] > 0.5) and not a[i, j, k] < 0.25:                  <L 19>
        var_14 = wp::address(var_a, var_0, var_1, var_2);
        var_17 = wp::load(var_14);
        var_16 = (var_17 > var_15);
        var_13 = var_16;
        if (!var_13) {
            var_18 = wp::address(var_b, var_0, var_1, var_2);
            var_21 = wp::load(var_18);
            var_20 = (var_21 > var_19);
            var_13 = var_13 || var_20;
        }
        var_12 = var_13;
        if (var_12) {
            var_22 = wp::address(var_a, var_0, var_1, var_2);
            var_25 = wp::load(var_22);
            var_24 = (var_25 < var_23);
            var_26 = wp::unot(var_24);
            var_12 = var_12 && var_26;
        }
        if (var_12) {
            // x0 = b[i, j, k] * 1.5                                                              <L 20>
            var_27 = wp::address(var_b, var_0, var_1, var_2);
            var_30 = wp::load(var_27);
            var_29 = wp::mul(var_30, var_28);
        }
        if (!var_12) {
            // elif b[i, j, k] < -0.5 or b[i, j, k] < 0.25 or b[i, j, k] > 0.5:                   <L 21>
            var_32 = wp::address(var_b, var_0, var_1, var_2);
            var_35 = wp::load(var_32);
            var_34 = (var_35 < var_33);
            var_31 = var_34;
            if (!var_31) {
                var_36 = wp::address(var_b, var_0, var_1, var_2);
                var_39 = wp::load(var_36);
                var_38 = (var_39 < var_37);
                var_31 = var_31 || var_38;
            }
            if (!var_31) {
                var_40 = wp::address(var_b, var_0, var_1, var_2);
                var_43 = wp::load(var_40);
                var_42 = (var_43 > var_41);
                var_31 = var_31 || var_42;
            }
            if (var_31) {
                // x0 = b[i, j, k] / SCALE                                                        <L 22>
                var_44 = wp::address(var_b, var_0, var_1, var_2);
                var_47 = wp::load(var_44);
                var_46 = wp::div(var_47, var_45);
            }
            if (!var_31) {
                // x0 = a[i, j, k] - 0.75                                                         <L 24>
                var_48 = wp::address(var_a, var_0, var_1, var_2);
                var_51 = wp::load(var_48);
                var_50 = wp::sub(var_51, var_49);
            }
            var_52 = wp::where(var_31, var_46, var_50);
        }
        var_53 = wp::where(var_12, var_29, var_52);
        // out[i, j, k] = x0                                                                      <L 25>
        // wp::array_store(var_out, var_0, var_1, var_2, var_53);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_2, var_53, adj_out, adj_0, adj_1, adj_2, adj_53);
        // adj: out[i, j, k] = x0                                                                 <L 25>
        wp::adj_where(var_12, var_29, var_52, adj_12, adj_29, adj_52, adj_53);
        if (!var_12) {
            wp::adj_where(var_31, var_46, var_50, adj_31, adj_46, adj_50, adj_52);
            if (!var_31) {
                wp::adj_sub(var_51, var_49, adj_48, adj_49, adj_50);
                wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_48);
                // adj: x0 = a[i, j, k] - 0.75                                                    <L 24>
            }
            if (var_31) {
                wp::adj_div(var_47, var_45, var_46, adj_44, adj_45, adj_46);
                wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_44);
                // adj: x0 = b[i, j, k] / SCALE                                                   <L 22>
            }
            if (!var_31) {
                wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_40);
            }
            if (!var_31) {
                wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_36);
            }
            wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_32);
            // adj: elif b[i, j, k] < -0.5 or b[i, j, k] < 0.25 or b[i, j, k] > 0.5:              <L 21>
        }
        if (var_12) {
            wp::adj_mul(var_30, var_28, adj_27, adj_28, adj_29);
            wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_27);
            // adj: x0 = b[i, j, k] * 1.5                                                         <L 20>
        }
        if (var_12) {
            wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_22);
        }
        if (!var_13) {
            wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_18);
        }
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_14);
        // adj: if (a[i, j, k] > 0.25 or b[i, j, k] > 0.5) and not a[i, j, k] < 0.25:             <L 19>
        // adj: x0 = 0.0                                                                          <L 18>
        if (var_5) {
            label0:;
            // adj: return                                                                        <L 17>
            wp::adj_array_store(var_out, var_0, var_1, var_2, var_9, adj_out, adj_0, adj_1, adj_2, adj_9);
            wp::adj_mul(var_10, var_8, adj_7, adj_8, adj_9);
            wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_7);
            // adj: out[i, j, k] = a[i, j, k] * 0.25                                              <L 16>
        }
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_3);
        // adj: if a[i, j, k] < -0.25:                                                            <L 15>
        // adj: i, j, k = wp.tid()                                                                <L 14>
        // adj: def multi_conditional_s000001(                                                    <L 9>
        continue;
    }
}